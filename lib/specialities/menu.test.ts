import { specialitiesMenu } from './menu';

const category = (name: string, slug: string) => ({ id: slug, name, slug, image: null });

describe('Specialities menu', () => {
  it("lists the API's first five categories in its order, each linking to its page", () => {
    const categories = ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) =>
      category(slug.toUpperCase(), slug),
    );
    const menu = specialitiesMenu(categories);
    expect(menu.links).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((slug) => ({
        label: slug.toUpperCase(),
        href: `/specialities/${slug}`,
      })),
    );
    expect(menu.overview).toEqual({ label: 'All specialities', href: '/specialities' });
  });

  it('keeps the overview link when the catalogue cannot be read', () => {
    const menu = specialitiesMenu([]);
    expect(menu.links).toEqual([]);
    expect(menu.label).toBe('Specialities');
    expect(menu.overview?.href).toBe('/specialities');
  });
});

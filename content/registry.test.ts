import { defineRegistry } from './registry';

describe('a content registry', () => {
  const pages = [
    { slug: 'radiology', title: 'Radiology' },
    { slug: 'hbot', title: 'HBOT' },
  ];

  it('keeps its entries in their order, and their keys beside them', () => {
    const registry = defineRegistry(pages, (page) => page.slug);
    expect(registry.entries).toEqual(pages);
    expect(registry.keys).toEqual(['radiology', 'hbot']);
  });

  it('finds an entry by its key, and nothing under another', () => {
    const registry = defineRegistry(pages, (page) => page.slug);
    expect(registry.get('hbot')).toBe(pages[1]);
    expect(registry.get('no-such-page')).toBeUndefined();
  });

  it('refuses two entries under one key', () => {
    expect(() =>
      defineRegistry([...pages, { slug: 'hbot', title: 'Again' }], (page) => page.slug),
    ).toThrow('more than one entry under hbot');
  });
});

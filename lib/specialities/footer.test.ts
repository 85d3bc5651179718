import { FOOTER_SPECIALITY_NAMES } from '@/content/navigation';
import { footerSpecialities } from './footer';

const category = (name: string, slug = name.toLowerCase().replace(/\W+/g, '-')) => ({
  id: slug,
  name,
  slug,
  image: null,
});

describe('footer Our Specialty column', () => {
  it("lists matching categories in the spec's fixed order, whatever the API's order", () => {
    const api = [...FOOTER_SPECIALITY_NAMES].reverse().map((name) => category(name));
    const { items } = footerSpecialities(api, FOOTER_SPECIALITY_NAMES);
    expect(items.map((c) => c.name)).toEqual([...FOOTER_SPECIALITY_NAMES]);
  });

  it('matches names ignoring case and surrounding whitespace, keeping the API slug', () => {
    const api = [
      category('  cardiology ', 'heart-care'),
      category('CRITICAL CARE', 'icu'),
      category('Neuro & Spine Surgery', 'neuro-and-spine-surgery'),
    ];
    const { items } = footerSpecialities(api, FOOTER_SPECIALITY_NAMES);
    expect(items.map((c) => c.slug)).toEqual(['neuro-and-spine-surgery', 'heart-care', 'icu']);
  });

  it('leaves out names the API does not have, and does not match partial names', () => {
    const api = [category('Cardiology Clinic'), category('Surgical Oncology')];
    expect(footerSpecialities(api, FOOTER_SPECIALITY_NAMES).items.map((c) => c.name)).toEqual([
      'Surgical Oncology',
    ]);
  });

  it('shows More+ only when the API has other categories', () => {
    const onlyTheTen = FOOTER_SPECIALITY_NAMES.map((name) => category(name));
    expect(footerSpecialities(onlyTheTen, FOOTER_SPECIALITY_NAMES).showMore).toBe(false);
    expect(
      footerSpecialities([...onlyTheTen, category('Urology')], FOOTER_SPECIALITY_NAMES).showMore,
    ).toBe(true);
    expect(footerSpecialities([category(' CARDIOLOGY ')], FOOTER_SPECIALITY_NAMES).showMore).toBe(
      false,
    );
    expect(footerSpecialities([], FOOTER_SPECIALITY_NAMES)).toEqual({ items: [], showMore: false });
  });

  it('lists a category once when the API repeats a name', () => {
    const { items } = footerSpecialities(
      [category('Cardiology', 'a'), category('cardiology', 'b')],
      FOOTER_SPECIALITY_NAMES,
    );
    expect(items.map((c) => c.slug)).toEqual(['a']);
  });
});

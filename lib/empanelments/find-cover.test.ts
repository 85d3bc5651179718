import { coverBySlug, covers } from './cover';
import { findCover } from './find-cover';

function found(text: string): string | undefined {
  const search = findCover(text);
  return search.kind === 'found' ? search.cover.name : undefined;
}

describe('findCover', () => {
  it('finds the same scheme for "ayushman", "PMJAY", "PM-JAY" and its full name', () => {
    const names = ['ayushman', 'PMJAY', 'pm-jay', 'Ayushman Bharat (PM-JAY)', 'AYUSHMAN CARD'].map(
      found,
    );
    expect(new Set(names)).toEqual(new Set(['Ayushman Bharat (PM-JAY)']));
  });

  it('still offers the other Ayushman schemes beside the best one', () => {
    const search = findCover('Ayushman');
    expect(search.kind).toBe('found');
    if (search.kind !== 'found') return;
    expect(search.others.map((cover) => cover.name)).toEqual(
      expect.arrayContaining([
        'Ayushman Bharat Mukh Mantri Sehat Bima Yojana (Punjab)',
        'AB-PMJAY SEHAT (Jammu and Kashmir)',
      ]),
    );
  });

  it.each([
    ['ECHS', 'Ex-Servicemen Contributory Health Scheme (ECHS)'],
    ['my ECHS card', 'Ex-Servicemen Contributory Health Scheme (ECHS)'],
    ['Star Health', 'Star Health and Allied Insurance'],
    ['star', 'Star Health and Allied Insurance'],
    ['cghs', 'Central Government Health Scheme (CGHS)'],
    ['ESI', 'Employees’ State Insurance Corporation (ESIC)'],
    ['Max Bupa', 'Niva Bupa Health Insurance'],
    ['new india', 'The New India Assurance Company'],
    ['medi assist', 'Medi Assist Insurance TPA'],
  ])('"%s" finds %s', (typed, name) => {
    expect(found(typed)).toBe(name);
  });

  it('forgives one wrong letter in a longer word', () => {
    const search = findCover('ayushmn');
    expect(search.kind === 'choose' && search.choices.map((cover) => cover.name)).toContain(
      'Ayushman Bharat (PM-JAY)',
    );
    expect(findCover('Cholamandlam').kind).toBe('found');
    expect(found('Cholamandlam')).toBe('Cholamandalam MS General Insurance');
  });

  it('asks which one when several match as well', () => {
    const search = findCover('general insurance');
    expect(search.kind).toBe('choose');
    if (search.kind !== 'choose') return;
    expect(search.choices.length).toBeGreaterThan(5);
  });

  it('finds nothing for a name we do not know, or for nothing', () => {
    expect(findCover('Zzyzx Mutual').kind).toBe('none');
    expect(findCover('  - ').kind).toBe('none');
  });

  it('gives every row a slug of its own, none of them the checker’s', () => {
    const slugs = covers.map((cover) => cover.slug);
    expect(new Set(slugs).size).toBe(covers.length);
    expect(slugs).not.toContain('check');
    expect(coverBySlug('ayushman-bharat-pm-jay')?.name).toBe('Ayushman Bharat (PM-JAY)');
  });
});

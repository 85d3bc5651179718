import { categoryStartsWith, cityEntries, practisesIn } from './doctor-filters';

describe('city match rule', () => {
  it('splits a comma-separated city field into trimmed entries', () => {
    expect(cityEntries(' GT Road Amritsar ,Pathankot,, Srinagar ')).toEqual([
      'GT Road Amritsar',
      'Pathankot',
      'Srinagar',
    ]);
    expect(cityEntries('')).toEqual([]);
  });

  it('matches when any entry equals the city', () => {
    expect(practisesIn(['GT Road Amritsar', 'Pathankot'], 'Pathankot')).toBe(true);
    expect(practisesIn(['GT Road Amritsar', 'Pathankot'], '  pathankot ')).toBe(true);
  });

  it('does not match part of an entry, or an empty city', () => {
    expect(practisesIn(['GT Road Amritsar'], 'Amritsar')).toBe(false);
    expect(practisesIn(['Medicity Amritsar'], 'Medicity')).toBe(false);
    expect(practisesIn(['Pathankot'], '')).toBe(false);
  });
});

describe('category filter', () => {
  it('matches categories starting with the query, ignoring case', () => {
    expect(categoryStartsWith('Cardiology', 'card')).toBe(true);
    expect(categoryStartsWith('Cardiothoracic and Vascular Surgery', 'CARD')).toBe(true);
    expect(categoryStartsWith('Interventional Cardiology', 'card')).toBe(false);
    expect(categoryStartsWith('Anything', '')).toBe(true);
  });
});

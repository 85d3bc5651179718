import {
  categoryStartsWith,
  cityEntries,
  filterDoctors,
  matchesDoctorFilters,
  practisesIn,
} from './filters';

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

describe('doctors list filters', () => {
  const doctors = [
    { slug: 'a', name: 'Dr. Ankit Mehra', category: 'Cardiology', cities: ['GT Road Amritsar'] },
    {
      slug: 'b',
      name: 'Dr. Manpreet Singh Gill',
      category: 'Cardiothoracic and Vascular Surgery',
      cities: ['Pathankot', 'Medicity Amritsar'],
    },
    {
      slug: 'c',
      name: 'Dr. Gurpreet Singh Bhullar',
      category: 'Orthopaedics & Joint Replacement',
      cities: ['Taran Taran'],
    },
    { slug: 'd', name: 'Dr. Rajat Sethi', category: 'Cardiology', cities: ['Pathankot'] },
  ];

  it('filters by any city entry and by category prefix, together', () => {
    expect(filterDoctors(doctors, { city: 'Pathankot' }).map((d) => d.slug)).toEqual(['b', 'd']);
    expect(filterDoctors(doctors, { category: 'card' }).map((d) => d.slug)).toEqual([
      'a',
      'b',
      'd',
    ]);
    expect(
      filterDoctors(doctors, { city: 'Pathankot', category: 'CARDIOLOGY' }).map((d) => d.slug),
    ).toEqual(['d']);
  });

  it('filters by a name containing the text, ignoring case, together with the others', () => {
    expect(filterDoctors(doctors, { q: 'PREET' }).map((d) => d.slug)).toEqual(['b', 'c']);
    expect(filterDoctors(doctors, { q: 'preet', city: 'Pathankot' }).map((d) => d.slug)).toEqual([
      'b',
    ]);
    expect(filterDoctors(doctors, { q: 'preet', category: 'ortho' }).map((d) => d.slug)).toEqual([
      'c',
    ]);
    expect(filterDoctors(doctors, { q: 'nobody' })).toEqual([]);
  });

  it('lets every doctor through when a filter is empty, blank or absent', () => {
    expect(filterDoctors(doctors, { q: '', city: null, category: '' })).toHaveLength(4);
    expect(filterDoctors(doctors, { q: '   ' })).toHaveLength(4);
    expect(filterDoctors(doctors, { category: '   ' })).toHaveLength(4);
    expect(filterDoctors(doctors, {})).toHaveLength(4);
  });

  it('answers for one doctor the same as for the list', () => {
    for (const filters of [
      { city: 'Pathankot' },
      { category: 'ortho' },
      { city: 'Srinagar' },
      { q: 'singh' },
    ])
      expect(doctors.map((doctor) => matchesDoctorFilters(doctor, filters))).toEqual(
        doctors.map((doctor) => filterDoctors(doctors, filters).includes(doctor)),
      );
  });
});

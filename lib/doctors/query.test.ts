import { doctorsList } from './list';
import { doctorsListFilters, doctorsListPage, doctorsListView, isDefaultView } from './query';

const DEFAULT_VIEW = doctorsList.firstView;

describe('/doctors filters from the address', () => {
  it('reads a city tab in any case, with the API spelling behind its label', () => {
    expect(doctorsListFilters({ city: ' pathankot ' })).toEqual({
      q: '',
      city: 'Pathankot',
      category: '',
    });
    expect(doctorsListFilters({ city: 'TARAN TARAN' }).city).toBe('Taran Taran');
  });

  it('shows every city for an unknown or absent one', () => {
    expect(doctorsListFilters({ city: 'Tarn Taran' }).city).toBeNull();
    expect(doctorsListFilters({ city: 'Nowhere' }).city).toBeNull();
    expect(doctorsListFilters({})).toEqual({ q: '', city: null, category: '' });
  });

  it('keeps the category text as typed and takes the first of repeated parameters', () => {
    expect(doctorsListFilters({ category: 'card' }).category).toBe('card');
    expect(
      doctorsListFilters({ city: ['Srinagar', 'Pathankot'], category: ['Neuro', 'x'] }),
    ).toEqual({
      q: '',
      city: 'Srinagar',
      category: 'Neuro',
    });
  });

  it('reads a name search, trimmed and single-spaced, beside the other filters', () => {
    expect(doctorsListFilters({ q: '  gur   PREET ', city: 'srinagar' })).toEqual({
      q: 'gur PREET',
      city: 'Srinagar',
      category: '',
    });
    expect(doctorsListFilters({ q: ['preet', 'x'] }).q).toBe('preet');
  });
});

describe('/doctors views: filters and page', () => {
  it('reads ?page= as a whole number from 1, else the first page', () => {
    expect(doctorsListView({ page: '3' }).page).toBe(3);
    for (const page of ['0', '-2', 'two', '1.5', '', '99999'])
      expect(doctorsListView({ page }).page).toBe(1);
    expect(isDefaultView(doctorsListView({ city: 'Nowhere', page: '1' }))).toBe(true);
    expect(isDefaultView(doctorsListView({ page: '2' }))).toBe(false);
  });

  it('names every address asking for the same list with one key, its plain values as written', () => {
    const key = doctorsList.keyOf(
      doctorsListView({ city: 'SRINAGAR ', q: ' gur  preet', utm_source: 'x' }),
    );
    expect(key).toBe('q=gur preet&city=Srinagar&page=1');
    expect(doctorsList.keyOf(doctorsListView({ q: 'gur preet', city: 'srinagar' }))).toBe(key);
    expect(doctorsList.viewFromKey(key)).toEqual({
      q: 'gur preet',
      city: 'Srinagar',
      category: '',
      page: 1,
    });
    expect(doctorsList.keyOf(DEFAULT_VIEW)).toBe('page=1');
    expect(doctorsList.viewFromKey('page=1')).toEqual(DEFAULT_VIEW);
    // The same key as a route's escaped parameter.
    expect(doctorsList.viewFromKey(encodeURIComponent(key))).toEqual(doctorsList.viewFromKey(key));
  });

  it('keeps any text through the key, and a segment that is no key names no view', () => {
    const view = { q: 'ਸਿੰਘ & "co"/%', city: null, category: 'Orthopaedics & Joint', page: 2 };
    // A value with a character that means something in a path or in the key: base64url letters.
    expect(doctorsList.keyOf(view)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(doctorsList.viewFromKey(doctorsList.keyOf(view))).toEqual(view);
    expect(doctorsList.viewFromKey('not a key!')).toBeNull();
    expect(doctorsList.viewFromKey('_w')).toBeNull();
  });

  it('pages the doctors the filters keep, and has no page past the last', () => {
    const doctors = Array.from({ length: 50 }, (_, index) => ({
      name: `Dr. ${index % 2 ? 'Singh' : 'Kaur'} ${index}`,
      cities: [index % 5 ? 'Pathankot' : 'Srinagar'],
      category: 'Cardiology',
    }));
    const first = doctorsListPage(doctors, DEFAULT_VIEW, 24)!;
    expect(first).toMatchObject({ total: 50, page: 1, pageCount: 3 });
    expect(first.doctors).toHaveLength(24);
    expect(doctorsListPage(doctors, { ...DEFAULT_VIEW, page: 3 }, 24)!.doctors).toHaveLength(2);
    expect(doctorsListPage(doctors, { ...DEFAULT_VIEW, page: 4 }, 24)).toBeNull();
    const singh = doctorsListPage(doctors, { ...DEFAULT_VIEW, q: 'singh', city: 'Srinagar' }, 24)!;
    expect(singh.doctors.map((doctor) => doctor.name)).toEqual([
      'Dr. Singh 5',
      'Dr. Singh 15',
      'Dr. Singh 25',
      'Dr. Singh 35',
      'Dr. Singh 45',
    ]);
    expect(doctorsListPage(doctors, { ...DEFAULT_VIEW, q: 'zzz' }, 24)).toMatchObject({
      doctors: [],
      total: 0,
      pageCount: 1,
    });
  });
});

import { doctorsListFilters } from './doctors-query';

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

import { doctorsListFilters } from './doctors-query';

describe('/doctors filters from the address', () => {
  it('reads a city tab in any case, with the API spelling behind its label', () => {
    expect(doctorsListFilters({ city: ' pathankot ' })).toEqual({
      city: 'Pathankot',
      category: '',
    });
    expect(doctorsListFilters({ city: 'TARAN TARAN' }).city).toBe('Taran Taran');
  });

  it('shows every city for an unknown or absent one', () => {
    expect(doctorsListFilters({ city: 'Tarn Taran' }).city).toBeNull();
    expect(doctorsListFilters({ city: 'Nowhere' }).city).toBeNull();
    expect(doctorsListFilters({})).toEqual({ city: null, category: '' });
  });

  it('keeps the category text as typed and takes the first of repeated parameters', () => {
    expect(doctorsListFilters({ category: 'card' }).category).toBe('card');
    expect(
      doctorsListFilters({ city: ['Srinagar', 'Pathankot'], category: ['Neuro', 'x'] }),
    ).toEqual({
      city: 'Srinagar',
      category: 'Neuro',
    });
  });
});

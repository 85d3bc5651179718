import type { CategorySummary, PageQuery } from '@/lib/hospital-api/types';
import { loadSpecialitiesPage, specialitiesList } from './list';

const all: CategorySummary[] = Array.from({ length: 23 }, (_, index) => ({
  id: `id${index}`,
  name: index % 2 ? `Cardio ${index}` : `Neuro ${index}`,
  slug: `s${index}`,
  image: null,
}));

/** An API searching names, with or without totals. */
function api(withTotals: boolean) {
  return jest.fn(async ({ page = 1, pageSize = 10, search = '' }: PageQuery) => {
    const matches = all.filter((item) => item.name.toLowerCase().includes(search.toLowerCase()));
    return {
      items: matches.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: withTotals ? matches.length : null,
    };
  });
}

describe('the specialities list', () => {
  it('reads and writes view keys as the rewrites do', () => {
    expect(specialitiesList.viewFromKey('category=card&page=2')).toEqual({
      category: 'card',
      page: 2,
    });
    expect(specialitiesList.viewFromKey('page=x')).toEqual({ category: '', page: 1 });
    expect(specialitiesList.keyOf({ category: '', page: 1 })).toBe('page=1');
    expect(specialitiesList.keyOf({ category: 'ear & nose', page: 1 })).toMatch(/^[\w-]+$/);
    expect(
      specialitiesList.viewFromKey(specialitiesList.keyOf({ category: 'ear & nose', page: 3 })),
    ).toEqual({ category: 'ear & nose', page: 3 });
  });

  it('pages by ten with the API total', async () => {
    const search = api(true);
    const first = await loadSpecialitiesPage({ category: '', page: 1 }, search);
    expect(first!.items).toHaveLength(10);
    expect(first!.pagination).toMatchObject({ previous: null, next: 2, pages: [1, 2, 3] });
    expect(search).toHaveBeenCalledTimes(1);
    const last = await loadSpecialitiesPage({ category: '', page: 3 }, search);
    expect(last!.items).toHaveLength(3);
    expect(last!.pagination).toMatchObject({ previous: 2, next: null });
    expect(search).toHaveBeenCalledWith({ page: 3, pageSize: 10, search: '' });
  });

  it('without totals, offers Next only when the next page has something', async () => {
    const search = api(false);
    const second = await loadSpecialitiesPage({ category: '', page: 2 }, search);
    expect(second!.pagination.next).toBe(3);
    const cardio = await loadSpecialitiesPage({ category: 'cardio', page: 1 }, search);
    expect(cardio!.items).toHaveLength(10);
    expect(cardio!.pagination.next).toBe(2);
    const cardio2 = await loadSpecialitiesPage({ category: 'cardio', page: 2 }, search);
    expect(cardio2!.items).toHaveLength(1);
    expect(cardio2!.pagination.next).toBeNull();
  });

  it('gives null past the last page, and an empty first page for no match', async () => {
    await expect(loadSpecialitiesPage({ category: '', page: 4 }, api(true))).resolves.toBeNull();
    await expect(loadSpecialitiesPage({ category: '', page: 9 }, api(false))).resolves.toBeNull();
    const none = await loadSpecialitiesPage({ category: 'zzz', page: 1 }, api(false));
    expect(none!.items).toEqual([]);
    expect(none!.pagination).toMatchObject({ previous: null, next: null });
  });
});

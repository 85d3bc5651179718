import type { ListAddress } from './addresses.mjs';
import { defineList, type AddressValues, type ListDefinition } from './define-list';
import { listViewMetadata } from './metadata';

/** A list of wards, searched by name (q) and narrowed by floor. */
const WARDS: ListAddress = {
  source: '/wards',
  views: '/wards/view',
  filters: ['q', 'floor'],
  ruledFilters: false,
};

interface WardsView {
  q: string;
  floor: string | null;
  page: number;
}

const wardsView = (values: AddressValues): WardsView => ({
  q: (values.q ?? '').trim(),
  floor: values.floor?.trim().toUpperCase() || null,
  page: Number(values.page) > 0 ? Number(values.page) : 1,
});

type WardsApi = { wards: (search: string) => Promise<string[]> };
const api: WardsApi = {
  wards: async (search) => ['ICU', 'NICU', 'Burns'].filter((ward) => ward.includes(search)),
};

function wardsList(
  options: Pick<
    ListDefinition<WardsView, unknown, WardsApi>,
    'keyFromAddress' | 'prerendered'
  > = {},
) {
  return defineList({
    address: WARDS,
    pageSize: 2,
    view: wardsView,
    load: async (view, { pageSize, api }: { pageSize: number; api: WardsApi }) => {
      const found = await api.wards(view.q);
      const page = found.slice((view.page - 1) * pageSize, view.page * pageSize);
      return view.page > 1 && page.length === 0 ? null : { wards: page, pageSize };
    },
    ...options,
  });
}

describe('defineList', () => {
  const list = wardsList();

  it('starts from the view of an address with no values: the whole list, first page', () => {
    expect(list.firstView).toEqual({ q: '', floor: null, page: 1 });
    expect(list.keyOf(list.firstView)).toBe('page=1');
    expect(list.staticParams()).toEqual([{ view: 'page=1' }]);
  });

  it('names each view by one key, and reads the view back normalised', () => {
    expect(list.keyOf({ q: 'ICU', floor: '2', page: 3 })).toBe('q=ICU&floor=2&page=3');
    expect(list.viewFromKey('floor=%202b%20&q=ICU&page=x')).toEqual({
      q: 'ICU',
      floor: '2B',
      page: 1,
    });
    const odd = { q: 'a & b/c', floor: null, page: 2 };
    expect(list.keyOf(odd)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(list.viewFromKey(list.keyOf(odd))).toEqual(odd);
    expect(list.viewFromKey('not a key!')).toBeNull();
  });

  it('writes an address as its view route, keeping the values as typed but no longer than a key keeps', () => {
    expect(list.viewPathOfAddress({ q: ' ICU ', utm_source: 'share', page: '2' })).toBe(
      '/wards/view/q= ICU &page=2',
    );
    const long = list.viewPathOfAddress({ q: 'x'.repeat(500) });
    expect(list.viewFromKey(long.replace('/wards/view/', ''))?.q).toHaveLength(80);
  });

  it('writes the normalised view instead when the list asks for it', () => {
    const normalised = wardsList({ keyFromAddress: 'normalised' });
    expect(normalised.viewPathOfAddress({ q: ' ICU ', floor: '2b', page: 'x' })).toBe(
      '/wards/view/q=ICU&floor=2B&page=1',
    );
  });

  it('tells a filtered view from a page of the whole list', () => {
    expect(list.isFiltered({ q: '', floor: null, page: 4 })).toBe(false);
    expect(list.isFiltered({ q: 'ICU', floor: null, page: 1 })).toBe(true);
    expect(list.isFiltered({ q: '', floor: '1', page: 1 })).toBe(true);
  });

  it('prerenders the views the list names', () => {
    const floors = wardsList({
      prerendered: (first) => [first, { ...first, floor: '1' }],
    });
    expect(floors.staticParams()).toEqual([{ view: 'page=1' }, { view: 'floor=1&page=1' }]);
  });

  it('loads a key’s page with the page size and the API the page passes, or null for a 404', async () => {
    await expect(list.loadView('q=CU&page=1', api)).resolves.toEqual({
      view: { q: 'CU', floor: null, page: 1 },
      page: { wards: ['ICU', 'NICU'], pageSize: 2 },
    });
    await expect(list.loadView('page=2', api)).resolves.toMatchObject({
      page: { wards: ['Burns'] },
    });
    await expect(list.loadView('page=3', api)).resolves.toBeNull();
    await expect(list.loadView('!!!', api)).resolves.toBeNull();
  });
});

describe('listViewMetadata', () => {
  const list = wardsList();
  const copy = {
    title: 'Wards',
    description: 'Our wards.',
    path: (page: number) => `/wards?page=${page}`,
  };

  it('gives a later page of the whole list a title and address of its own', () => {
    const metadata = listViewMetadata(list, { q: '', floor: null, page: 2 }, copy);
    expect(metadata.title).toEqual({ absolute: 'Wards, page 2 | Amandeep Hospital' });
    expect(metadata.alternates?.canonical).toBe('/wards?page=2');
    expect(metadata.description).toMatch(/^Page 2\. /);
  });

  it('gives a filtered view, on any page, the list’s own first page', () => {
    const metadata = listViewMetadata(list, { q: 'ICU', floor: null, page: 2 }, copy);
    expect(metadata.title).toEqual({ absolute: 'Wards | Amandeep Hospital' });
    expect(metadata.alternates?.canonical).toBe('/wards?page=1');
  });
});

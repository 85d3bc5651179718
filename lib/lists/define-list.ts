import { VALUE_MAX, type ListAddress } from './addresses.mjs';
import { decodeViewKey, encodeViewKey } from './view-key';

/** What a view of any list holds besides its filters: the page shown, from 1. */
export interface ListView {
  page: number;
}

/** The values an address's query (or a view key) gives, by name. */
export type AddressValues = Record<string, string | undefined>;

/** What a list's loader gets besides the view: the page size, and the API the page passes. */
export interface LoadContext<Api> {
  pageSize: number;
  api: Api;
}

export interface ListDefinition<View extends ListView, Page, Api> {
  /** Public path, view route and filters (lib/lists/addresses.mjs, read by the rewrites too). */
  address: ListAddress;
  pageSize: number;
  /** The view an address or a key asks for, normalised; absent values make the first view. */
  view: (values: AddressValues) => View;
  /** One page of the view; null for a page the list never makes (a 404). */
  load: (view: View, context: LoadContext<Api>) => Promise<Page | null>;
  /** The views the build renders; by default the first. */
  prerendered?: (firstView: View) => View[];
  /**
   * The key proxy.ts writes for an address: its values as typed (cut to VALUE_MAX; the route
   * normalises them as it reads the key, and a search box shows the text as typed), or the
   * normalised view's, so that every spelling of a view shares one cached render.
   */
  keyFromAddress?: 'as-typed' | 'normalised';
}

export interface List<View extends ListView, Page, Api> {
  address: ListAddress;
  pageSize: number;
  /** The whole list's first page: what a bare address shows. */
  firstView: View;
  /** The view route's segment naming a view. */
  keyOf: (view: View) => string;
  /** The view a key names, normalised; null when the segment is no key at all. */
  viewFromKey: (key: string) => View | null;
  /** The view route's path for an address's query, as proxy.ts rewrites it. */
  viewPathOfAddress: (query: AddressValues) => string;
  /** Whether any filter narrows the view (else it is a page of the whole list). */
  isFiltered: (view: View) => boolean;
  /** The view route's prerendered keys, for generateStaticParams. */
  staticParams: () => { view: string }[];
  /** The view a key names and its page; null for a key or a page the list never makes. */
  loadView: (key: string, api: Api) => Promise<{ view: View; page: Page } | null>;
  /** The same list at another address: its twin in another language (/pa/doctors). */
  at: (address: ListAddress) => List<View, Page, Api>;
}

function filterValue(view: ListView, filter: string): string {
  const value = (view as unknown as Record<string, unknown>)[filter];
  return typeof value === 'string' ? value : '';
}

/** Each value no longer than a key keeps (a search of thousands of characters finds nothing). */
function cutValues(query: AddressValues): AddressValues {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      name,
      value === undefined ? value : Array.from(value).slice(0, VALUE_MAX).join(''),
    ]),
  );
}

/**
 * A searchable list: its addresses and their view keys, and how a view's page is loaded. Every
 * address of the list is served from one cached render per view, at `${address.views}/${key}`.
 */
export function defineList<View extends ListView, Page, Api>(
  definition: ListDefinition<View, Page, Api>,
): List<View, Page, Api> {
  const { address, pageSize, view: viewOf, load } = definition;
  const firstView = viewOf({});
  const keyOf = (view: View) =>
    encodeViewKey(address.filters, {
      ...Object.fromEntries(address.filters.map((filter) => [filter, filterValue(view, filter)])),
      page: String(view.page),
    });
  const viewFromKey = (key: string) => {
    const values = decodeViewKey(key);
    return values && viewOf(values);
  };
  const keyOfAddress = (query: AddressValues) =>
    definition.keyFromAddress === 'normalised'
      ? keyOf(viewOf(query))
      : encodeViewKey(address.filters, cutValues(query));
  return {
    address,
    pageSize,
    firstView,
    keyOf,
    viewFromKey,
    viewPathOfAddress: (query) => `${address.views}/${keyOfAddress(query)}`,
    isFiltered: (view) => address.filters.some((filter) => filterValue(view, filter) !== ''),
    staticParams: () =>
      (definition.prerendered?.(firstView) ?? [firstView]).map((view) => ({ view: keyOf(view) })),
    loadView: async (key, api) => {
      const view = viewFromKey(key);
      const page = view && (await load(view, { pageSize, api }));
      return view && page ? { view, page } : null;
    },
    at: (other) => defineList({ ...definition, address: other }),
  };
}

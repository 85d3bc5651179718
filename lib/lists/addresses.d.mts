export const VALUE_MAX: number;
export const PLAIN_VALUE: string;
export const NOT_PLAIN_VALUE: string;
export const PAGE_NUMBER: string;
export const ANY_VALUE: string;

export interface ListAddress {
  /** The public path, e.g. /doctors. */
  source: string;
  /** The route of its cached views, `${source}/view`. */
  views: string;
  filters: readonly string[];
  ruledFilters: boolean;
}

export const DOCTORS_LIST: ListAddress;
export const SPECIALITIES_LIST: ListAddress;
export const BLOGS_LIST: ListAddress;
export const TRANSLATED_LISTS: readonly ListAddress[];
export const LISTS: readonly ListAddress[];

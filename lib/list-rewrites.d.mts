export const VALUE_MAX: number;
export const PLAIN_VALUE: string;
export const NOT_PLAIN_VALUE: string;
export const PAGE_NUMBER: string;
export const ANY_VALUE: string;

export interface SearchableList {
  source: string;
  views: string;
  filters: readonly string[];
  ruledFilters: boolean;
}

export const DOCTORS_LIST: SearchableList;
export const SPECIALITIES_LIST: SearchableList;
export const BLOGS_LIST: SearchableList;
export const LISTS: readonly SearchableList[];

export interface QueryCondition {
  type: 'query';
  key: string;
  value?: string;
}

export interface ListRewrite {
  source: string;
  has: QueryCondition[];
  missing: QueryCondition[];
  destination: string;
}

export function listRewrites(list: SearchableList): ListRewrite[];
export function allListRewrites(): ListRewrite[];

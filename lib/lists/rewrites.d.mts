import type { ListAddress } from './addresses.mjs';

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

export function listRewrites(list: ListAddress): ListRewrite[];
export function allListRewrites(): ListRewrite[];

export const TEXT_FILTERS: readonly ['q', 'city', 'category'];
export const PLAIN_VALUE: string;
export const NOT_PLAIN_VALUE: string;

interface QueryCondition {
  type: 'query';
  key: string;
  value?: string;
}

export function doctorsRewrites(
  source?: string,
  listPath?: string,
): { source: string; has: QueryCondition[]; missing: QueryCondition[]; destination: string }[];

/** A page's query, as Next gives it to a page: a name may be absent, given once, or repeated. */
export type Query = Record<string, string | string[] | undefined>;

/** A query parameter's first value (a repeated name counts once), or undefined when absent. */
export function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

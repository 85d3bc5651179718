import type { CacheTag } from './tags';

export type Query = Record<string, string | number | undefined>;

export interface GetOptions {
  query?: Query;
  tags: CacheTag[];
  /**
   * Keep this answer to serve when the upstream fails (default true). Off for reads keyed by a
   * visitor's free text, whose variety is unbounded.
   */
  remember?: boolean;
}

/**
 * How the client reaches the catalogue: over HTTP to the upstream, or in-process over the
 * embedded catalogue. Both answer with the upstream's raw JSON body and throw HospitalApiError
 * (with the HTTP status) on failure, so one client parses and normalises either.
 */
export interface Transport {
  get(path: string, options: GetOptions): Promise<unknown>;
  /** Origin that root-relative image paths belong to; null when this site serves them. */
  readonly imageOrigin: string | null;
}

export function withQuery(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

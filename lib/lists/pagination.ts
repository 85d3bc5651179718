/** The most page buttons a list shows at once (spec). */
export const MAX_PAGE_BUTTONS = 3;

export interface PaginationInput {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Matches across every page; null when the API does not say (one reading sends no totals). */
  total: number | null;
  /** Without a total: whether the page after this one has anything (the page asks for it). */
  hasNextPage?: boolean;
}

export interface Pagination {
  page: number;
  /** Known only with a total. */
  pageCount: number | null;
  /** The page buttons, at most three, the shown page among them. */
  pages: number[];
  /** null on the first page: Previous is disabled. */
  previous: number | null;
  /** null on the last page: Next is disabled. */
  next: number | null;
}

/** Pages a list of `total` fills, at least one (an empty list is one empty page). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Previous, Next and up to three page buttons around the shown page: the one before, the page
 * itself and the one after, moved inwards at either end, and never past the last page.
 */
export function paginate({
  page,
  pageSize,
  total,
  hasNextPage = false,
}: PaginationInput): Pagination {
  const pageCount = total === null ? null : pageCountOf(total, pageSize);
  const last = pageCount ?? (hasNextPage ? page + 1 : page);
  const current = Math.min(Math.max(1, page), Math.max(last, 1));
  const first = Math.max(1, Math.min(current - 1, last - MAX_PAGE_BUTTONS + 1));
  const pages: number[] = [];
  for (let number = first; number <= last && pages.length < MAX_PAGE_BUTTONS; number += 1) {
    pages.push(number);
  }
  return {
    page: current,
    pageCount,
    pages,
    previous: current > 1 ? current - 1 : null,
    next: current < last ? current + 1 : null,
  };
}

/** ?page= as a page number: a whole number from 1; anything else is the first page. */
export function pageNumberOf(value: string | string[] | null | undefined): number {
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  if (!/^\d{1,4}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

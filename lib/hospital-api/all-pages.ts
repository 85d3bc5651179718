import type { Page } from './types';

/**
 * Every item of a paged list: page after page until one comes back short, the total is reached
 * or `maxPages` have been read (the API has no whole-list call, and one reading sends no total).
 */
export async function allPages<T>(
  readPage: (page: number) => Promise<Page<T>>,
  { pageSize, maxPages }: { pageSize: number; maxPages: number },
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await readPage(page);
    items.push(...result.items);
    const reachedTotal = result.total !== null && items.length >= result.total;
    if (reachedTotal || result.items.length < pageSize) break;
  }
  return items;
}

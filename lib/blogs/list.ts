import { excerpt } from '@/lib/excerpt';
import type { BlogSummary, Page } from '@/lib/hospital-api/types';
import { BLOGS_LIST } from '@/lib/list-rewrites.mjs';
import { paginate, pageNumberOf, type Pagination } from '@/lib/pagination';
import { encodeViewKey, decodeViewKey } from '@/lib/view-key';

/** What one address of /blogs shows: the search text (also set by a category) and the page. */
export interface BlogsView {
  q: string;
  page: number;
}

export const FIRST_BLOGS_VIEW: BlogsView = { q: '', page: 1 };

/** The cached view route's key for a view (lib/view-key.ts), as the rewrites write it. */
export function blogsViewKey(view: BlogsView): string {
  return encodeViewKey(BLOGS_LIST.filters, { q: view.q.trim(), page: String(view.page) });
}

/** The view a key names, normalised (text trimmed, page from 1); null when it is no key. */
export function blogsViewFromKey(key: string): BlogsView | null {
  const values = decodeViewKey(key);
  if (!values) return null;
  return { q: (values.q ?? '').trim(), page: pageNumberOf(values.page) };
}

export interface BlogCardView {
  blog: BlogSummary;
  excerpt: string;
}

export interface BlogsListPage {
  featured: BlogCardView | null;
  cards: BlogCardView[];
  pagination: Pagination;
}

/**
 * A page of the blog list as shown: its first post featured with the longer excerpt, the others
 * as cards with the short one, and the paging (with the API's total, or, without one, whether
 * the next page has anything). Null for a page past the end of a list that has posts.
 */
export function blogsListPage(
  result: Page<BlogSummary>,
  view: BlogsView,
  {
    featuredWords,
    cardWords,
    hasNextPage = false,
  }: { featuredWords: number; cardWords: number; hasNextPage?: boolean },
): BlogsListPage | null {
  if (result.items.length === 0 && view.page > 1) return null;
  const [first, ...rest] = result.items;
  return {
    featured: first ? { blog: first, excerpt: excerpt(first.text, featuredWords) } : null,
    cards: rest.map((blog) => ({ blog, excerpt: excerpt(blog.text, cardWords) })),
    pagination: paginate({
      page: view.page,
      pageSize: result.pageSize,
      total: result.total,
      hasNextPage,
    }),
  };
}

import {
  BLOG_CATEGORIES_QUERY,
  BLOG_CATEGORIES_SHOWN,
  BLOGS_PAGE_SIZE,
  CARD_EXCERPT_WORDS,
  FEATURED_EXCERPT_WORDS,
} from '@/content/blogs-page';
import { excerpt } from '@/lib/excerpt';
import type * as hospitalApi from '@/lib/hospital-api';
import type { BlogSummary, Page } from '@/lib/hospital-api/types';
import { BLOGS_LIST } from '@/lib/lists/addresses.mjs';
import { defineList, type LoadContext } from '@/lib/lists/define-list';
import { paginate, pageNumberOf, type Pagination } from '@/lib/lists/pagination';

/** What one address of /blogs shows: the search text (also set by a category) and the page. */
export interface BlogsView {
  q: string;
  page: number;
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

type BlogsApi = Pick<typeof hospitalApi, 'searchBlogs' | 'searchCategories' | 'orFallback'>;

/**
 * One view of the blog list, loaded: the page of posts (null past the end) and the first
 * categories for the side list (none when the API cannot give them).
 */
async function loadBlogsView(view: BlogsView, { pageSize, api }: LoadContext<BlogsApi>) {
  const query = { pageSize, search: view.q };
  const result = await api.searchBlogs({ ...query, page: view.page });
  // Without a total (one reading of the API), the next page is asked for to know whether it exists.
  const hasNextPage =
    result.total === null && result.items.length >= pageSize
      ? (await api.searchBlogs({ ...query, page: view.page + 1 })).items.length > 0
      : false;
  const list = blogsListPage(result, view, {
    featuredWords: FEATURED_EXCERPT_WORDS,
    cardWords: CARD_EXCERPT_WORDS,
    hasNextPage,
  });
  const categories = await api.orFallback(api.searchCategories(BLOG_CATEGORIES_QUERY), null);
  if (!list) return null;
  return {
    list,
    categories: (categories?.items ?? [])
      .slice(0, BLOG_CATEGORIES_SHOWN)
      .map((category) => category.name),
  };
}

/** /blogs: the API's posts, searched by text (a category link searches its name). */
export const blogsList = defineList({
  address: BLOGS_LIST,
  pageSize: BLOGS_PAGE_SIZE,
  view: (values): BlogsView => ({ q: (values.q ?? '').trim(), page: pageNumberOf(values.page) }),
  load: loadBlogsView,
});

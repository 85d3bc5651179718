import {
  BLOG_CATEGORIES_QUERY,
  BLOG_CATEGORIES_SHOWN,
  BLOGS_PAGE_SIZE,
  CARD_EXCERPT_WORDS,
  FEATURED_EXCERPT_WORDS,
} from '@/content/blogs-page';
import { blogsListPage, type BlogsView } from './list';
import { orFallback, searchBlogs, searchCategories } from '@/lib/hospital-api';

/**
 * One view of the blog list, loaded: the page of posts (null past the end) and the first
 * categories for the side list (none when the API cannot give them).
 */
export async function loadBlogsView(view: BlogsView) {
  const query = { pageSize: BLOGS_PAGE_SIZE, search: view.q };
  const result = await searchBlogs({ ...query, page: view.page });
  // Without a total (one reading of the API), the next page is asked for to know whether it exists.
  const hasNextPage =
    result.total === null && result.items.length >= BLOGS_PAGE_SIZE
      ? (await searchBlogs({ ...query, page: view.page + 1 })).items.length > 0
      : false;
  const list = blogsListPage(result, view, {
    featuredWords: FEATURED_EXCERPT_WORDS,
    cardWords: CARD_EXCERPT_WORDS,
    hasNextPage,
  });
  const categories = await orFallback(searchCategories(BLOG_CATEGORIES_QUERY), null);
  return {
    list,
    categories: (categories?.items ?? [])
      .slice(0, BLOG_CATEGORIES_SHOWN)
      .map((category) => category.name),
  };
}

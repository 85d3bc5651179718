import { BlogListView } from '@/components/blogs/blog-list-view';
import { blogsPage } from '@/content/blogs-page';
import { FIRST_BLOGS_VIEW } from '@/lib/blog-list';
import { loadBlogsView } from '@/lib/blog-list-data';
import { blogsPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: blogsPage.title,
  description: blogsPage.description,
  path: blogsPath(),
});

/**
 * The list's first page. The rewrites serve /blogs from blog-list/page=1 instead, so that searching
 * and paging stay within one route; this page keeps /blogs in the build's route list.
 */
export default async function BlogsPage() {
  const { list, categories } = await loadBlogsView(FIRST_BLOGS_VIEW);
  return <BlogListView list={list!} view={FIRST_BLOGS_VIEW} categories={categories} />;
}

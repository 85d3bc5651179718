import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { BlogListView } from '@/components/blogs/blog-list-view';
import { blogsPage } from '@/content/blogs-page';
import { FIRST_BLOGS_VIEW, blogsViewFromKey, blogsViewKey } from '@/lib/blogs/list';
import { loadBlogsView } from '@/lib/blogs/list-data';
import { blogsPath } from '@/content/routes';
import { pageMetadata, pagedTitle } from '@/lib/seo/metadata';

// The rewrites (lib/list-rewrites.mjs, and proxy.ts for values they cannot copy) send every
// /blogs address (?q=, ?page=) here, one key per view, each rendered once and then cached.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

export function generateStaticParams() {
  return [{ view: blogsViewKey(FIRST_BLOGS_VIEW) }];
}

/** The view this key names, loaded; null for a key or a page the list never makes. */
async function viewOf(params: Props['params']) {
  const view = blogsViewFromKey((await params).view);
  if (!view) return null;
  const { list, categories } = await loadBlogsView(view);
  return list ? { view, list, categories } : null;
}

export async function generateMetadata({ params }: Props) {
  const found = await viewOf(params);
  if (!found) return notFoundMetadata;
  const { view } = found;
  return pageMetadata({
    title: pagedTitle(blogsPage.title, view.q ? 1 : view.page),
    description: blogsPage.description,
    // A searched view is the list seen through a filter; a later page of the whole list is a
    // page of its own.
    path: blogsPath(view.q ? {} : { page: view.page }),
  });
}

export default async function BlogListViewPage({ params }: Props) {
  const found = await viewOf(params);
  // Inside the list's layout, whose banner holds the page's h1.
  if (!found) return <PageNotFound headingLevel={2} />;
  const { view, list, categories } = found;
  return <BlogListView list={list} view={view} categories={categories} />;
}

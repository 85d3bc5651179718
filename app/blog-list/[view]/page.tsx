import { notFound } from 'next/navigation';
import { BlogListView } from '@/components/blogs/blog-list-view';
import { blogsPage } from '@/content/blogs-page';
import { FIRST_BLOGS_VIEW, blogsViewFromKey, blogsViewKey } from '@/lib/blog-list';
import { loadBlogsView } from '@/lib/blog-list-data';
import { blogsPath } from '@/lib/routes';
import { pageMetadata, pagedTitle } from '@/lib/seo/metadata';

// The rewrites (lib/list-rewrites.mjs, and proxy.ts for values they cannot copy) send every
// /blogs address (?q=, ?page=) here, one key per view, each rendered once and then cached.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

export function generateStaticParams() {
  return [{ view: blogsViewKey(FIRST_BLOGS_VIEW) }];
}

export async function generateMetadata({ params }: Props) {
  const view = blogsViewFromKey((await params).view);
  return pageMetadata({
    title: pagedTitle(blogsPage.title, view && !view.q ? view.page : 1),
    description: blogsPage.description,
    // A searched view is the list seen through a filter; a later page of the whole list is a
    // page of its own.
    path: blogsPath(view && !view.q ? { page: view.page } : {}),
  });
}

export default async function BlogListViewPage({ params }: Props) {
  const view = blogsViewFromKey((await params).view);
  if (!view) notFound();
  const { list, categories } = await loadBlogsView(view);
  if (!list) notFound();
  return <BlogListView list={list} view={view} categories={categories} />;
}

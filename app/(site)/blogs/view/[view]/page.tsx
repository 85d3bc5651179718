import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { BlogListView } from '@/components/blogs/blog-list-view';
import { blogsPage } from '@/content/blogs-page';
import { blogsPath } from '@/content/routes';
import { blogsList } from '@/lib/blogs/list';
import * as hospitalApi from '@/lib/hospital-api';
import { listViewMetadata } from '@/lib/lists/metadata';

// The rewrites in next.config.mjs (and proxy.ts, for values they cannot copy) send every /blogs
// address (?q=, ?page=) here, one key per view: each view is rendered once and served from the
// cache until the data's revalidation window passes.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

/** The whole list's first page is rendered at build time; other views on first visit. */
export function generateStaticParams() {
  return blogsList.staticParams();
}

export async function generateMetadata({ params }: Props) {
  const found = await blogsList.loadView((await params).view, hospitalApi);
  if (!found) return notFoundMetadata;
  return listViewMetadata(blogsList, found.view, {
    title: blogsPage.title,
    description: blogsPage.description,
    path: (page) => blogsPath({ page }),
  });
}

export default async function BlogsViewPage({ params }: Props) {
  const found = await blogsList.loadView((await params).view, hospitalApi);
  // Inside the list's layout, whose banner holds the page's h1.
  if (!found) return <PageNotFound headingLevel={2} />;
  const { view, page } = found;
  return <BlogListView list={page.list} view={view} categories={page.categories} />;
}

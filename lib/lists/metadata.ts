import type { Metadata } from 'next';
import { pageMetadata, pagedDescription, pagedTitle } from '@/lib/seo/metadata';
import type { List, ListView } from './define-list';

interface ListCopy {
  title: string;
  description: string;
  /** The list's public address of a page of the whole list. */
  path: (page: number) => string;
}

/**
 * A view's title and canonical link. A filtered view is the list's own page seen through a
 * filter; a later page of the whole list is a page of its own for search engines to follow.
 */
export function listViewMetadata<View extends ListView>(
  list: Pick<List<View, unknown, unknown>, 'isFiltered'>,
  view: View,
  { title, description, path }: ListCopy,
): Metadata {
  const page = list.isFiltered(view) ? 1 : view.page;
  return pageMetadata({
    title: pagedTitle(title, page),
    description: pagedDescription(description, page),
    path: path(page),
  });
}

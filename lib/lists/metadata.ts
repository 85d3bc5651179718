import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { pageMetadata, pagedDescription, pagedTitle } from '@/lib/seo/metadata';
import type { List, ListView } from './define-list';

interface ListCopy {
  title: string;
  description: string;
  /** The list's English address of a page of the whole list. */
  path: (page: number) => string;
  /** The list's language: its address and a later page's words follow it. */
  locale?: Locale;
}

/** A later page's title and description, in the list's language. */
function pagedIn(locale: Locale, title: string, description: string, page: number) {
  if (locale === defaultLocale)
    return { title: pagedTitle(title, page), description: pagedDescription(description, page) };
  if (page <= 1) return { title, description };
  const t = createTranslator({ locale, messages: catalogue(locale), namespace: 'blocks' });
  return {
    title: t('pagedTitle', { title, page }),
    description: t('pagedDescription', { description, page }),
  };
}

/**
 * A view's title and canonical link. A filtered view is the list's own page seen through a
 * filter; a later page of the whole list is a page of its own for search engines to follow.
 */
export function listViewMetadata<View extends ListView>(
  list: Pick<List<View, unknown, unknown>, 'isFiltered'>,
  view: View,
  { title, description, path, locale = defaultLocale }: ListCopy,
): Metadata {
  const page = list.isFiltered(view) ? 1 : view.page;
  return pageMetadata({ ...pagedIn(locale, title, description, page), path: path(page), locale });
}

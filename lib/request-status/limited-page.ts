import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { requestStatusLimitedPath } from '../../content/routes';
import type { Locale } from '../i18n/locales';
import { localePath } from '../i18n/paths';

const pages = new Map<Locale, Promise<string | null>>();

/**
 * The too-many-tries page as the build prerendered it (a static page: its words, the form, the
 * site's header and footer), read once. proxy.ts sends it with 429: Next keeps the status of a
 * page it renders, so a rewrite to it would answer 200. Null where the build has no such file
 * (a development server), and the proxy then rewrites instead. One for each language.
 */
export function limitedPageHtml(locale: Locale): Promise<string | null> {
  const cached = pages.get(locale);
  if (cached) return cached;
  const page = readFile(
    join(
      /* turbopackIgnore: true */ process.cwd(),
      process.env.NEXT_DIST_DIR || '.next',
      'server',
      'app',
      `${localePath(locale, requestStatusLimitedPath)}.html`,
    ),
    'utf8',
  ).catch(() => null);
  pages.set(locale, page);
  return page;
}

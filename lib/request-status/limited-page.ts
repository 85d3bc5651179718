import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { requestStatusLimitedPath } from '@/content/routes';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';

const pages = new Map<Locale, Promise<string | null>>();

/**
 * The too-many-tries page as the build prerendered it (a static page: its words, the form, the
 * site's header and footer), read once. The status form's handler sends it with 429, which a
 * redirect to the page could not carry. Null where the build has no such file (a development
 * server). One for each language.
 */
function limitedPageHtml(locale: Locale): Promise<string | null> {
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

/**
 * The answer to a look past the hourly limits (./limits.ts): 429 with Retry-After and the
 * too-many-tries page in the form's language; nothing was looked up. Without a prerendered page,
 * a redirect to it.
 */
export async function limitedStatusResponse(
  locale: Locale,
  retryAfterSeconds: number,
  requestUrl: string,
): Promise<Response> {
  const html = await limitedPageHtml(locale);
  if (!html)
    return Response.redirect(
      new URL(localePath(locale, requestStatusLimitedPath), requestUrl),
      303,
    );
  return new Response(html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Retry-After': String(retryAfterSeconds),
    },
  });
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { requestStatusLimitedPath } from '../../content/routes';

let page: Promise<string | null> | undefined;

/**
 * The too-many-tries page as the build prerendered it (a static page: its words, the form, the
 * site's header and footer), read once. proxy.ts sends it with 429: Next keeps the status of a
 * page it renders, so a rewrite to it would answer 200. Null where the build has no such file
 * (a development server), and the proxy then rewrites instead.
 */
export function limitedPageHtml(): Promise<string | null> {
  page ??= readFile(
    join(
      /* turbopackIgnore: true */ process.cwd(),
      process.env.NEXT_DIST_DIR || '.next',
      'server',
      'app',
      `${requestStatusLimitedPath}.html`,
    ),
    'utf8',
  ).catch(() => null);
  return page;
}

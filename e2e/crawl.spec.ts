import { expect, test } from './support/test';
import { SITE_ORIGIN, crawl, sitemapPaths, type CrawlResult } from './support/crawler';

// The whole site as a search engine finds it from the home page, and its sitemap. Figures and the
// search-result report are printed; any problem fails with the list.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let result: CrawlResult;

test.beforeAll(async ({ playwright }, testInfo) => {
  // A hook outside a describe block keeps the project's timeout unless told otherwise.
  testInfo.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  result = await crawl(request);
  await request.dispose();
});

test('every page reached from the home page has what search and link previews need', () => {
  console.log(
    `crawled ${result.pages.length} pages, checked ${result.linksChecked} internal links`,
  );
  // Search result quality, reported and not failed on: titles under 60 characters, descriptions
  // of 70 to 160, where the content allows.
  const outliers = result.pages
    .filter((page) => !page.noindex)
    .flatMap((page) => [
      ...(page.title.length >= 60
        ? [`${page.path}: title of ${page.title.length} characters`]
        : []),
      ...(page.description.length < 70 || page.description.length > 160
        ? [`${page.path}: description of ${page.description.length} characters`]
        : []),
    ]);
  console.log(
    outliers.length === 0
      ? 'search result report: no outliers'
      : `search result report, ${outliers.length} outliers:\n  ${outliers.join('\n  ')}`,
  );
  expect(result.pages.length).toBeGreaterThan(100);
  expect(result.problems).toEqual([]);
});

test('no two indexable pages share a title', () => {
  const byTitle = new Map<string, Set<string>>();
  for (const page of result.pages.filter((entry) => !entry.noindex && entry.canonical))
    byTitle.set(page.title, (byTitle.get(page.title) ?? new Set()).add(page.canonical!));
  const shared = [...byTitle].filter(([, canonicals]) => canonicals.size > 1);
  expect(shared.map(([title, canonicals]) => `${title}: ${[...canonicals].join(', ')}`)).toEqual(
    [],
  );
});

test('the sitemap lists every indexable page crawled, and only addresses that answer 200 directly', async ({
  request,
}) => {
  const listed = await sitemapPaths(request);
  console.log(`the sitemap lists ${listed.length} addresses`);
  const inSitemap = new Set(listed);
  const missing = result.pages
    // Pages that name themselves canonical; a filtered view names its list, which is listed.
    .filter(
      (page) =>
        !page.noindex && page.canonical === `${SITE_ORIGIN}${page.path === '/' ? '' : page.path}`,
    )
    .map((page) => page.path)
    .filter((path) => !inSitemap.has(path));
  expect(missing).toEqual([]);
  const failing: string[] = [];
  for (const path of listed) {
    const response = await request.get(path, { maxRedirects: 0 });
    const html = response.status() === 200 ? await response.text() : '';
    if (response.status() !== 200) failing.push(`${path}: ${response.status()}`);
    else if (/<meta name="robots" content="[^"]*noindex/.test(html))
      failing.push(`${path}: noindex`);
  }
  expect(failing).toEqual([]);
});

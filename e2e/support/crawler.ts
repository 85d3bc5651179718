import type { APIRequestContext } from '@playwright/test';

// A crawler of the server HTML, as a search engine's first pass sees the site: no JavaScript,
// every internal <a href> followed from the home page, each page checked for what search results
// and link previews need, and for what its data can break in the markup.

import { TEST_SITE_URL } from './test-site-url.mjs';

/** The origin the site names in canonical links, the sitemap and previews (SITE_URL in tests). */
export const SITE_ORIGIN = process.env.SITE_URL || TEST_SITE_URL;

export interface CrawledPage {
  path: string;
  title: string;
  description: string;
  canonical: string | null;
  noindex: boolean;
}

export interface CrawlResult {
  pages: CrawledPage[];
  /** Every internal address a link named, pages and files alike. */
  linksChecked: number;
  problems: string[];
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The HTML outside the RSC payload's scripts, which repeat the markup as data. */
const markupOf = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

const INDIA_EMERGENCY_SHORT_CODES = ['108', '112'];

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeEntities(match[1]!) : null;
}

function metaContent(html: string, key: 'name' | 'property', value: string): string | null {
  for (const match of html.matchAll(/<meta\b[^>]*>/g))
    if (attribute(match[0], key) === value) return attribute(match[0], 'content');
  return null;
}

/** A link's address on this site (path and query), or null for another site, a tel: and so on. */
function internalPath(href: string, from: string): string | null {
  if (/^(mailto|tel|javascript|data|whatsapp):/i.test(href) || href.startsWith('#')) return null;
  const url = new URL(href, `${SITE_ORIGIN}${from}`);
  if (url.origin !== SITE_ORIGIN) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * What a record's data can break in a page's markup, which the accessibility sweep, run on one
 * page of each template, would not see on the others: an image without alt text, an id used
 * twice, a table without a caption or header cells, a heading level skipped on the way down.
 */
function markupProblems(markup: string): string[] {
  const problems: string[] = [];
  for (const match of markup.matchAll(/<img\b[^>]*>/g))
    if (attribute(match[0], 'alt') === null)
      problems.push(`an image without alt text: ${match[0].slice(0, 80)}`);
  const ids = new Set<string>();
  for (const match of markup.matchAll(/\sid="([^"]*)"/g)) {
    if (ids.has(match[1]!)) problems.push(`the id "${match[1]}" used twice`);
    ids.add(match[1]!);
  }
  for (const match of markup.matchAll(/<table\b[\s\S]*?<\/table>/g)) {
    const openingTag = /^<table\b[^>]*>/.exec(match[0])![0];
    if (!/<caption[\s>]/.test(match[0]) && attribute(openingTag, 'aria-label') === null)
      problems.push('a table without a caption');
    if (!/<th[\s>]/.test(match[0])) problems.push('a table without header cells');
  }
  let level = 0;
  for (const match of markup.matchAll(/<h([1-6])[\s>]/g)) {
    const next = Number(match[1]);
    if (level > 0 && next > level + 1) problems.push(`h${next} follows h${level}`);
    level = next;
  }
  return problems;
}

/** Each structured-data block, a list or an @graph opened out. */
function jsonLdBlocks(html: string, problems: string[], path: string): Record<string, unknown>[] {
  const blocks: Record<string, unknown>[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(match[1]!) as unknown;
      for (const block of [data].flat() as Record<string, unknown>[]) {
        blocks.push(block);
        if (block['@context'] !== 'https://schema.org' || !block['@type'])
          problems.push(`${path}: a JSON-LD block without @context schema.org or @type`);
      }
    } catch {
      problems.push(`${path}: a JSON-LD block that does not parse`);
    }
  }
  return blocks;
}

/**
 * The canonical address a page should name: its own path. A list's filters canonicalise to the
 * unfiltered list; a later page of the unfiltered list is a page of its own and keeps its number.
 */
export function expectedCanonical(path: string): string {
  const url = new URL(path, SITE_ORIGIN);
  const page = url.searchParams.get('page');
  const filtered = [...url.searchParams.keys()].some((key) => key !== 'page');
  const keepPage = page && page !== '1' && !filtered;
  return `${SITE_ORIGIN}${url.pathname === '/' ? '' : url.pathname}${keepPage ? `?page=${page}` : ''}`;
}

export async function crawl(
  request: APIRequestContext,
  { start = '/', limit = 400 }: { start?: string; limit?: number } = {},
): Promise<CrawlResult> {
  const problems: string[] = [];
  const pages: CrawledPage[] = [];
  const queue = [start];
  const seen = new Set(queue);
  const images = new Map<string, boolean>();

  while (queue.length > 0 && pages.length < limit) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 0 });
    const status = response.status();
    if (status >= 300 && status < 400) {
      problems.push(`${path}: a link answers ${status} (to ${response.headers()['location']})`);
      continue;
    }
    if (status !== 200) {
      problems.push(`${path}: answers ${status}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;

    const html = await response.text();
    const markup = markupOf(html);
    const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim();
    const description = metaContent(html, 'name', 'description') ?? '';
    const robots = metaContent(html, 'name', 'robots') ?? '';
    const canonicalTag = /<link\b[^>]*rel="canonical"[^>]*>/.exec(html)?.[0];
    const canonical = canonicalTag ? attribute(canonicalTag, 'href') : null;
    const noindex = /noindex/.test(robots);
    pages.push({ path, title, description, canonical, noindex });

    if (!title) problems.push(`${path}: no <title>`);
    if (!description) problems.push(`${path}: no meta description`);
    if (!noindex) {
      if (!canonical) problems.push(`${path}: no canonical link`);
      else if (canonical !== expectedCanonical(path))
        problems.push(`${path}: canonical ${canonical}, not ${expectedCanonical(path)}`);
    }
    const h1s = markup.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) problems.push(`${path}: ${h1s} <h1> elements`);
    jsonLdBlocks(html, problems, path);
    for (const problem of markupProblems(markup)) problems.push(`${path}: ${problem}`);

    const image = metaContent(html, 'property', 'og:image');
    if (!image || !image.startsWith(`${SITE_ORIGIN}/`)) {
      problems.push(`${path}: og:image ${image ?? 'missing'}, not an absolute address of the site`);
    } else if (!images.has(image)) {
      const served = await request.get(image.slice(SITE_ORIGIN.length));
      const ok = served.status() === 200 && /^image\//.test(served.headers()['content-type'] ?? '');
      images.set(image, ok);
      if (!ok) problems.push(`${path}: og:image ${image} is not an image`);
    }

    for (const match of markup.matchAll(/<a\b[^>]*>/g)) {
      const href = attribute(match[0], 'href');
      if (href === null) continue;
      const telephone = /^tel:(.*)$/i.exec(href)?.[1];
      // E.164, or one of India's emergency short codes (112, or 108 for an ambulance), which
      // are dialled as they are and have no international form.
      if (
        telephone !== undefined &&
        !/^\+91\d{10}$|^\+[1-9]\d{7,14}$/.test(telephone) &&
        !INDIA_EMERGENCY_SHORT_CODES.includes(telephone)
      )
        problems.push(
          `${path}: tel:${telephone} is not in E.164 form, nor an emergency short code`,
        );
      const target = internalPath(href, path);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  // Addresses the cap left unvisited still have to answer.
  for (const path of queue) {
    const status = (await request.head(path, { maxRedirects: 0 })).status();
    if (status >= 400) problems.push(`${path}: a link answers ${status}`);
  }
  return { pages, linksChecked: seen.size, problems };
}

/** Every address the sitemap lists, through its index when it has one. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeEntities(match[1]!));
  const root = await (await request.get('/sitemap.xml')).text();
  const files = root.includes('<sitemapindex')
    ? await Promise.all(
        locs(root).map(async (url) => (await request.get(new URL(url).pathname)).text()),
      )
    : [root];
  return files.flatMap(locs).map((url) => {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  });
}

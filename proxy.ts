import { NextResponse, type NextRequest } from 'next/server';
import { doctorsListView, doctorsViewKey } from './lib/doctors-query';
import { DOCTORS_LIST, LISTS, type SearchableList } from './lib/list-rewrites.mjs';
import { encodeViewKey } from './lib/view-key';

/** Addresses of earlier versions of the site that people and search engines still use. */
const LEGACY_REDIRECTS: Record<string, string> = {
  '/home': '/',
  '/index.html': '/',
  '/index.php': '/',
};

/** A path that no route has: rewriting to it renders the site's own 404 page. */
const NOT_FOUND_PATH = '/_not-an-address';

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every address of a searchable list (/doctors, /specialities, /blogs; filtered, paged or bare)
 * is served from one cached render per view; the visitor keeps the address they followed. The
 * rewrites in next.config.mjs take the first pages they can copy; this one takes the rest (a later
 * page, a search of another list, a "/", "&" or "%" in a name) and writes the same key itself.
 */
function rewriteListView(request: NextRequest, list: SearchableList) {
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const key =
    list === DOCTORS_LIST
      ? doctorsViewKey(doctorsListView(query))
      : encodeViewKey(list.filters, query);
  const url = request.nextUrl.clone();
  url.pathname = `${list.views}/${key}`;
  return NextResponse.rewrite(url);
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // A broken link such as /doctor/% cannot be decoded into route parameters; Next would answer
  // 500 with nothing logged. The visitor gets the 404 page, with the menus to find their way.
  if (!decodable(pathname)) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  const list = LISTS.find((entry) => entry.source === pathname);
  if (list) return rewriteListView(request, list);
  const target = LEGACY_REDIRECTS[pathname];
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

// Narrow on purpose: a catch-all matcher would run on every request and cost static throughput.
// The fourth entry matches only paths with a "%" that is not followed by an ASCII byte's two hex
// digits (a stray "%", or an encoded non-ASCII byte that may be broken UTF-8), so ordinary
// addresses never reach the proxy. The list entries match only what the rules of
// lib/list-rewrites.mjs leave to the proxy: on /doctors, a filter value a rule cannot copy
// (NOT_PLAIN_VALUE) or a later page (PAGE_NUMBER); on the other lists, any search (ANY_VALUE) or a
// later page. The values are written out here because Next reads this object without running the
// file (lib/list-rewrites.test.ts checks they agree).
export const config = {
  matcher: [
    '/home',
    '/index.html',
    '/index.php',
    '/(.*%(?![0-7][0-9A-Fa-f]).*)',
    {
      source: '/doctors',
      has: [{ type: 'query', key: 'q', value: '(?:.*[/\\\\%?#&=+\\x00-\\x1f\\x7f].*|.{81,})' }],
    },
    {
      source: '/doctors',
      has: [{ type: 'query', key: 'city', value: '(?:.*[/\\\\%?#&=+\\x00-\\x1f\\x7f].*|.{81,})' }],
    },
    {
      source: '/doctors',
      has: [
        { type: 'query', key: 'category', value: '(?:.*[/\\\\%?#&=+\\x00-\\x1f\\x7f].*|.{81,})' },
      ],
    },
    { source: '/doctors', has: [{ type: 'query', key: 'page', value: '\\d{1,4}' }] },
    { source: '/specialities', has: [{ type: 'query', key: 'category', value: '[\\s\\S]+' }] },
    { source: '/specialities', has: [{ type: 'query', key: 'page', value: '\\d{1,4}' }] },
    { source: '/blogs', has: [{ type: 'query', key: 'q', value: '[\\s\\S]+' }] },
    { source: '/blogs', has: [{ type: 'query', key: 'page', value: '\\d{1,4}' }] },
  ],
};

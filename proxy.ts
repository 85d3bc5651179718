import { NextResponse, type NextRequest } from 'next/server';
import { canonicalPath } from './lib/canonical-address';
import {
  APPOINTMENT_DOCTOR_PARAM,
  APPOINTMENT_MESSAGE_PARAM,
  appointmentDoctorRoute,
  appointmentPath,
} from './content/routes';
import { bookingDoctorSlug } from './lib/booking/doctor-slug';
import { redirectTarget } from './lib/redirect-target';
import { searchableListAt, type SearchableList } from './lib/lists/searchable-lists';

/**
 * A path that no route has, not even the one-segment /[slug]: rewriting to it renders the site's
 * own 404 page without any route trying to decode the broken address as its parameter.
 */
const NOT_FOUND_PATH = '/_not-an-address/-/-/-';

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
  const url = request.nextUrl.clone();
  url.pathname = list.viewPathOfAddress(Object.fromEntries(request.nextUrl.searchParams));
  // The view route reads its key alone. Next sends the rewritten address back in a header, so a
  // query kept here would go out again beside the key, and a long search would pass the 16 KB of
  // headers a client or a proxy reads.
  url.search = '';
  return NextResponse.rewrite(url);
}

/** The longest message an address may write into the appointment form in advance. */
const PRESET_MESSAGE_MAX = 500;

/**
 * /appointment with a message written in advance (a package's BOOK NOW) goes to the route that
 * reads it, so that the plain /appointment stays a cached page. Only the message goes along, cut
 * to a length a preset needs: Next sends the rewritten address back in a header.
 */
function rewriteAppointmentWithMessage(request: NextRequest) {
  const message = request.nextUrl.searchParams.get(APPOINTMENT_MESSAGE_PARAM) ?? '';
  const url = request.nextUrl.clone();
  url.pathname = `${appointmentPath}/with-message`;
  url.search = '';
  url.searchParams.set(
    APPOINTMENT_MESSAGE_PARAM,
    Array.from(message).slice(0, PRESET_MESSAGE_MAX).join(''),
  );
  return NextResponse.rewrite(url);
}

/**
 * /appointment for one doctor (a doctor card's Book an Appointment) goes to the route that renders
 * the form for them, one cached page per doctor. A value that cannot be a slug is ignored: the
 * address is then served as if it had none.
 */
function rewriteAppointment(request: NextRequest) {
  const doctor = bookingDoctorSlug(request.nextUrl.searchParams.get(APPOINTMENT_DOCTOR_PARAM));
  if (doctor) {
    const url = request.nextUrl.clone();
    url.pathname = appointmentDoctorRoute(doctor);
    url.search = '';
    return NextResponse.rewrite(url);
  }
  if (request.nextUrl.searchParams.has(APPOINTMENT_MESSAGE_PARAM))
    return rewriteAppointmentWithMessage(request);
  return NextResponse.next();
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // A broken link such as /doctor/% cannot be decoded into route parameters; Next would answer
  // 500 with nothing logged. The visitor gets the 404 page, with the menus to find their way.
  if (!decodable(pathname)) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  const list = searchableListAt(pathname);
  if (list) return rewriteListView(request, list);
  if (pathname === appointmentPath) return rewriteAppointment(request);
  const canonical = canonicalPath(pathname);
  if (canonical === pathname) return NextResponse.next();
  // Bounded: a redirect repeating a 7,000-character address twice in its headers went past what
  // the load balancer reads, and it took the instance out of rotation for every visitor.
  const target = redirectTarget(canonical, request.nextUrl.search);
  if (target === null) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  // A plain URL: a clone of nextUrl would put back the trailing slash it came with.
  return NextResponse.redirect(new URL(target, request.url), 308);
}

// Narrow on purpose: a catch-all matcher would run on every request and cost static throughput.
// Ordinary addresses never reach the proxy. The first entries are the old and other spellings of
// lib/canonical-address.ts; then paths with a "%" not followed by an ASCII byte's two hex digits (a
// stray "%", or an encoded non-ASCII byte that may be broken UTF-8); then a blog post or speciality
// with an escaped ASCII character (/blog/winter%2Dsmog), which has a plainer spelling; then every
// path ending in "/", since next.config.mjs leaves trailing slashes to the proxy so that a slash and
// a misspelling cost one redirect, not two; then a path whose first segment has a capital, and one
// under a list of the site's own pages (LOWER_CASE_CHILDREN) whose second has. The list entries
// match only what the rules of lib/lists/rewrites.mjs leave to the proxy: on /doctors, a filter
// value a rule cannot copy (NOT_PLAIN_VALUE) or a later page (PAGE_NUMBER); on the other lists,
// the Punjabi and Hindi ones included, any search (ANY_VALUE) or a later page. The last two take
// /appointment only when a message or a doctor comes with it. The values are written out here
// because Next reads this object without running the file (lib/lists/rewrites.test.ts and
// lib/canonical-address.test.ts check they agree).
export const config = {
  matcher: [
    '/home',
    '/index.html',
    '/index.php',
    '/blog',
    '/amandeep-centre-of-excellence-cleft-lip-palate',
    '/(.*%(?![0-7][0-9A-Fa-f]).*)',
    '/(blog|specialities)/(.*%[0-7][0-9A-Fa-f].*)',
    '/(.+)/',
    '/((?!_next/|api/)[^/]*[A-Z].*)',
    '/(our-hospitals|empanelments)/(.*[A-Z].*)',
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
    { source: '/pa/doctors', has: [{ type: 'query', key: 'q', value: '[\\s\\S]+' }] },
    { source: '/pa/doctors', has: [{ type: 'query', key: 'city', value: '[\\s\\S]+' }] },
    { source: '/pa/doctors', has: [{ type: 'query', key: 'category', value: '[\\s\\S]+' }] },
    { source: '/pa/doctors', has: [{ type: 'query', key: 'page', value: '\\d{1,4}' }] },
    { source: '/pa/specialities', has: [{ type: 'query', key: 'category', value: '[\\s\\S]+' }] },
    { source: '/pa/specialities', has: [{ type: 'query', key: 'page', value: '\\d{1,4}' }] },
    { source: '/hi/doctors', has: [{ type: 'query', key: 'q', value: '[\\s\\S]+' }] },
    { source: '/hi/doctors', has: [{ type: 'query', key: 'city', value: '[\\s\\S]+' }] },
    { source: '/hi/doctors', has: [{ type: 'query', key: 'category', value: '[\\s\\S]+' }] },
    { source: '/hi/doctors', has: [{ type: 'query', key: 'page', value: '\\d{1,4}' }] },
    { source: '/hi/specialities', has: [{ type: 'query', key: 'category', value: '[\\s\\S]+' }] },
    { source: '/hi/specialities', has: [{ type: 'query', key: 'page', value: '\\d{1,4}' }] },
    { source: '/appointment', has: [{ type: 'query', key: 'message' }] },
    { source: '/appointment', has: [{ type: 'query', key: 'doctor' }] },
  ],
};

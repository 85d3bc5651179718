// Every internal path of the site, built in one place. This module imports nothing at run time
// (one type only), so client islands can use it without pulling the site's configuration in.

import type { ThankYouKind } from './status-pages';

/** A value as one path segment: everything but letters, digits and -_.!~*'() is escaped. */
export function encodePathSegment(value: string): string {
  return encodeURIComponent(value);
}

/** A path segment as written by its author; a malformed escape ("%E0%A4") is kept as it came. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Location and speciality segments of the directory: lowercase, spaces replaced by hyphens (spec). */
export function toPathSegment(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

const under = (base: string, segment: string) => `${base}/${encodePathSegment(segment)}`;

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A list page's ?page=: left out for the first page. */
const pageParam = (page: number | undefined) => (page && page > 1 ? String(page) : null);

/** A site path as a full address on the given origin (no trailing slash). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path}`;
}

export const homePath = '/';
/** The spec writes it with a trailing slash; the site links it without (the slashed form redirects). */
export const aboutPath = '/about-amandeep-hospital';
export const leadershipPath = '/leadership';
export const galleryPath = '/gallery';
/** Every award, news item and event, each on its own page (the spec's paths). */
export const allAwardsPath = '/allaward';
export const allNewsPath = '/all-news';
export const allEventsPath = '/all-event';
export const internationalPatientsPath = '/international-patients';
export const academicsPath = '/academics';
export const packagesPath = '/packages';
/** Model of Care: the spec's own spelling of the path. */
export const modelOfCarePath = '/modalcare';
export const csrPath = '/csr';
export const empanelmentsPath = '/empanelments';
/** One scheme's, insurer's or TPA's own page: which of our hospitals accept it, and what to bring. */
export const empanelmentPath = (slug: string) => `${empanelmentsPath}/${slug}`;
/** The cover checker's query: what the patient typed, and a city (its slug), both optional. */
export const COVER_QUERY = { cover: 'cover', city: 'city' } as const;
/** Where on the checker's page its answer starts: the form's action ends in this fragment. */
export const COVER_RESULT_ID = 'answer';
/** "Am I covered here?": a GET form whose answer is its own address, to share. */
export function coverCheckPath(query: { cover?: string; city?: string } = {}): string {
  const search = new URLSearchParams();
  if (query.cover) search.set(COVER_QUERY.cover, query.cover);
  if (query.city) search.set(COVER_QUERY.city, query.city);
  const text = search.toString();
  return `${empanelmentsPath}/check${text ? `?${text}` : ''}`;
}
export const statutoryReportPath = '/statutory-monthly-report';
export const appointmentPath = '/appointment';
/** Emergency, now: the 24/7 line, the ambulance and each hospital's emergency, nearest first on a tap. */
export const emergencyPath = '/emergency';
/** "Where is my request?": a reference and a phone number give what became of a form's request. */
export const requestStatusPath = '/request-status';
/** Where its form is posted (app/api/request-status), so the phone number never enters an address. */
export const requestStatusEndpoint = '/api/request-status';
/**
 * What the posted form found, as the answer's address says it (lib/request-status/answer.ts):
 * the reference, and a proof (found), the form's mistakes by rule, or a result. Never the phone.
 */
export const REQUEST_STATUS_QUERY = {
  reference: 'reference',
  proof: 'proof',
  error: 'error',
  result: 'result',
} as const;
/** The results of REQUEST_STATUS_QUERY: nothing matched, or the store could not be asked. */
export const REQUEST_STATUS_RESULT = { notFound: 'not-found', unavailable: 'unavailable' } as const;
/** Where the status page's answer starts: the answer's address ends in this fragment, so a phone shows it. */
export const REQUEST_STATUS_ANSWER_ID = 'answer';
/** "Your personal data": a request to see, correct or erase what the website holds about you. */
export const myDataPath = '/my-data';
/** What the status form's handler serves, answering 429, for a look past the hourly limits. */
export const requestStatusLimitedPath = '/request-status/limited';

/** The query parameter that writes a reference into the status form without looking it up. */
/** The appointment form beside a doctor's profile: where a translated card's Book leads. */
export const DOCTOR_FORM_ID = 'book';

export const REQUEST_STATUS_PREFILL_PARAM = 'ref';

/** requestStatusPath for one request: its reference written in, the phone left to the patient. */
export function requestStatusFor(reference: string): string {
  return withQuery(requestStatusPath, { [REQUEST_STATUS_PREFILL_PARAM]: reference });
}

/** The appointment form with its message already written, e.g. naming a health package. */
export function appointmentWithMessage(message: string): string {
  return withQuery(appointmentPath, { message });
}

/** The query parameter appointmentWithMessage() writes. */
export const APPOINTMENT_MESSAGE_PARAM = 'message';

/** The query parameter appointmentForDoctorPath() writes. */
export const APPOINTMENT_DOCTOR_PARAM = 'doctor';

/** The appointment form for one doctor: a doctor card's Book an Appointment. */
export function appointmentForDoctorPath(slug: string): string {
  return withQuery(appointmentPath, { [APPOINTMENT_DOCTOR_PARAM]: slug });
}

/** The route proxy.ts serves appointmentForDoctorPath() from, so that /appointment stays static. */
export function appointmentDoctorRoute(slug: string): string {
  return under(`${appointmentPath}/for`, slug);
}
export const contactPath = '/contact-us';
/** The whole menu as a page: where the Menu button leads before the page's script has loaded. */
export const menuPath = '/menu';
export const careersPath = '/careers';
export const thankYouPath = '/thank-you';

/** /thank-you for one stored request: its kind and reference only, never what the visitor typed. */
export function thankYouFor(kind: ThankYouKind, reference: string): string {
  return withQuery(thankYouPath, { ref: reference, kind });
}
export const notSentPath = '/not-sent';

/** Why a form sent without the page's script was not stored (the page's words follow it). */
export type NotSentReason = 'fields' | 'file' | 'busy' | 'failed';

/**
 * /not-sent for a form the browser sent itself that was refused: the form's kind, why, and which
 * fields to correct (their names only, never what was typed).
 */
export function notSentFor(kind: string, reason: NotSentReason, fields: readonly string[] = []) {
  return withQuery(notSentPath, { kind, reason, fields: fields.join(',') });
}
export const checkoutPath = '/checkout';
export const successPath = '/success';
export const cancelPath = '/cancel';

/** The doctors list; its filters and page live in the query so a filtered list can be shared. */
export function doctorsPath(
  filters: {
    q?: string | null;
    city?: string | null;
    category?: string | null;
    page?: number;
  } = {},
) {
  return withQuery('/doctors', {
    q: filters.q,
    city: filters.city,
    category: filters.category,
    page: pageParam(filters.page),
  });
}

export function doctorPath(slug: string): string {
  return under('/doctor', slug);
}

/** The locator: a location, then a speciality, leads to the directory below. */
export const doctorLocatorPath = '/doctor';

/** The doctors of one speciality at one location: /doctor/{location}/{speciality} (spec). */
export function directoryPath(city: string, specialityName: string): string {
  return `${under('/doctor', toPathSegment(city))}/${encodePathSegment(toPathSegment(specialityName))}`;
}

/** The specialities list, optionally searched (?category=) and paged (?page=). */
export function specialitiesPath(filters: { category?: string | null; page?: number } = {}) {
  return withQuery('/specialities', { category: filters.category, page: pageParam(filters.page) });
}

export function specialityPath(slug: string): string {
  return under('/specialities', slug);
}

/** The hospital units' overview. */
export const hospitalsPath = '/our-hospitals';

/** One hospital unit: /our-hospitals/{link}. */
export function unitPath(link: string): string {
  return under(hospitalsPath, link);
}

/** The blog list, optionally searched (?q=, also set by a blog category) and paged (?page=). */
export function blogsPath(filters: { q?: string | null; page?: number } = {}) {
  return withQuery('/blogs', { q: filters.q, page: pageParam(filters.page) });
}

/** A blog post: the home blog carousel and the blog pages. */
export function blogPath(slug: string): string {
  return under('/blog', slug);
}

export function careerPath(slug: string): string {
  return under(careersPath, slug);
}

/**
 * A top-level page whose slug our own content fixes: services, centres of excellence, legal
 * pages. Written exactly as the spec writes it ('/insurance-&-tpa'), so it is not escaped.
 */
export function sitePagePath(slug: string): string {
  return `/${slug}`;
}

/** One file of a sitemap too large for one (app/sitemaps/sitemap.ts); /sitemap.xml indexes them. */
export function sitemapFilePath(id: number): string {
  return `/sitemaps/sitemap/${id}.xml`;
}

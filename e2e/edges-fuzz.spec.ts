import { test, type APIRequestContext, type APIResponse } from './support/test';
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { ALL_TAGS } from '../lib/hospital-api/tags';
import { REVALIDATE_SECRET } from '../playwright.config';
import { catalogue } from './support/catalogue';
import { previewImagePath } from './support/previews';
import {
  RUNS,
  assertJsonError,
  encodeValue,
  fuzzRequests,
  hostileText,
  jsonBody,
  mostlyRepeated,
  queryValue,
} from './support/fuzz';

// Whatever arrives at the handlers forms-fuzz.spec.ts does not cover, at the query strings of the
// pages that read one, and at the dynamic routes' paths: a clear answer (a 4xx with a short JSON
// error from a handler; the page, a redirect or the 404 page from a page), never a 5xx or a stack
// trace.

test.describe.configure({ mode: 'parallel' });
// Thousands of requests per test: a trace of them would cost more than the requests.
test.use({ trace: 'off' });
test.setTimeout(300_000);

/** `name=value`, sometimes repeated with a second value. */
function queryOf(name: string) {
  return fc
    .array(queryValue, { minLength: 1, maxLength: 2 })
    .map((list) => list.map((value) => `${name}=${value}`).join('&'));
}

/**
 * Past this length an address may be refused as too long (431): Node reads at most 16 KB of a
 * request's head, and a rewrite to a list's view can make the address twice as long.
 */
const OVERLONG_URL = 8 * 1024;

function assertStatus(response: APIResponse, url: string, expected: number[]) {
  const allowed = url.length > OVERLONG_URL ? [...expected, 414, 431] : expected;
  assert.ok(allowed.includes(response.status()), `expected one of ${allowed}`);
}

// Every page that reads its query string, and what it reads.
const pageParameters: Record<string, string[]> = {
  '/doctors': ['q', 'city', 'category', 'page'],
  '/specialities': ['category', 'page'],
  '/blogs': ['q', 'page'],
  '/appointment': ['message', 'doctor'],
  '/thank-you': ['ref', 'kind'],
};

/**
 * Every parameter the page reads, each with a hostile value (empty, repeated, escaped or not), in
 * any order, sometimes with one the page ignores. A value sent as typed may end the query early
 * (a "#") or start another parameter (an "&"), as in a mangled link.
 */
function pageQuery(parameters: string[]) {
  return fc
    .tuple(
      fc.shuffledSubarray(parameters, { minLength: parameters.length }),
      fc.option(queryOf('utm_source'), { nil: undefined, freq: 4 }),
    )
    .chain(([names, ignored]) =>
      fc
        .tuple(...names.map((name) => queryOf(name)))
        .map((parts) => [...parts, ...(ignored ? [ignored] : [])].join('&')),
    );
}

/** Distinct addresses per page: each new one of a list is a render, the rest come cached. */
const DISTINCT_QUERIES = 100;

for (const [page, parameters] of Object.entries(pageParameters)) {
  const shown = parameters.map((name) => `${name}=`).join('&');
  test(`${page}?${shown} answers ${RUNS} hostile values of each parameter with the page or its 404, never 5xx`, async ({
    request,
  }) => {
    await fuzzRequests({
      label: `GET ${page}?${shown} (${RUNS} values of each parameter)`,
      generated: mostlyRepeated(pageQuery(parameters), DISTINCT_QUERIES).map(
        (query) => `${page}?${query}`,
      ),
      send: (url) => request.get(url, { maxRedirects: 0 }),
      assertAnswer: (response, _body, url) => assertStatus(response, url, [200, 404]),
      describe: (url) => url,
    });
  });
}

// A searched list's answer names its cached view in the x-middleware-rewrite header: that name
// must stay short whatever the search, or the headers pass the 16 KB a Node client (or a proxy
// with default buffers) reads.
test('a very long search of a list is answered with headers a client can read', async ({
  request,
}) => {
  const search = 'x'.repeat(9000);
  for (const url of [
    `/blogs?q=${search}`,
    `/specialities?category=${search}`,
    `/doctors?q=${search}`,
    `/doctors?q=a%26${search}&page=2`,
  ]) {
    const response = await request.get(url, { maxRedirects: 0 });
    assert.ok([200, 404].includes(response.status()), `${url.slice(0, 40)}…: ${response.status()}`);
    const headers = response
      .headersArray()
      .reduce((sum, { name, value }) => sum + name.length + value.length, 0);
    assert.ok(headers < 4096, `${url.slice(0, 40)}…: ${headers} characters of headers`);
  }
});

const FORM_STATUSES = [201, 400, 403, 413, 415, 422, 429];

/** Where a browser says a request comes from: this site, another, or nonsense. */
function originHeaders(siteOrigin: string) {
  return fc.record(
    {
      origin: fc.constantFrom(siteOrigin, 'null', 'https://evil.example', 'not a url', ''),
      'sec-fetch-site': fc.constantFrom('same-origin', 'none', 'same-site', 'cross-site', 'x'),
    },
    { requiredKeys: [] },
  );
}

test(`POST /api/blog-comments answers ${RUNS} random requests with 201 or a clear 4xx, never 5xx`, async ({
  request,
  baseURL,
}) => {
  const fields = ['name', 'email', 'website', 'comment', 'slug', 'company', 'startedAt'];
  await fuzzRequests({
    label: 'POST /api/blog-comments',
    generated: fc.tuple(jsonBody(fields), originHeaders(baseURL!)),
    send: ([{ contentType, text }, headers]) =>
      request.post('/api/blog-comments', {
        data: text,
        headers: { ...headers, 'content-type': contentType },
      }),
    assertAnswer: (response, body) => {
      assert.ok(FORM_STATUSES.includes(response.status()));
      if (response.status() !== 201) assertJsonError(response, body);
    },
  });
});

test(`POST /api/create-checkout-session answers ${RUNS} random requests with a session or a clear 4xx, never 5xx`, async ({
  request,
  baseURL,
}) => {
  await fuzzRequests({
    label: 'POST /api/create-checkout-session',
    generated: fc.tuple(jsonBody(['quantity']), originHeaders(baseURL!)),
    send: ([{ contentType, text }, headers]) =>
      request.post('/api/create-checkout-session', {
        data: text,
        headers: { ...headers, 'content-type': contentType },
      }),
    assertAnswer: (response, body) => {
      assert.ok([200, 400, 403, 413, 415, 422, 429].includes(response.status()));
      if (response.status() === 200) assert.equal(typeof JSON.parse(body).url, 'string');
      else assertJsonError(response, body);
    },
  });
});

test(`GET /api/doctors/suggest answers ${RUNS} hostile searches with a short list, never 5xx`, async ({
  request,
}) => {
  await fuzzRequests({
    label: 'GET /api/doctors/suggest?q=',
    generated: fc
      .option(queryOf('q'), { nil: '', freq: 20 })
      .map((query) => `/api/doctors/suggest?${query}`),
    send: (url) => request.get(url),
    assertAnswer: (response, body, url) => {
      assertStatus(response, url, [200]);
      if (response.status() !== 200) return;
      const { doctors, doctorCount } = JSON.parse(body) as {
        doctors: unknown[];
        doctorCount: number;
      };
      assert.ok(doctors.length <= 8);
      assert.ok(Number.isInteger(doctorCount) && doctorCount >= doctors.length);
    },
    describe: (url) => url,
  });
});

/** What a header value can carry on the wire: Latin-1 without control characters. */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\xa0-\xff]/g, '');

const revalidateToken = fc.oneof(
  fc.constant(undefined),
  hostileText.map((text) => headerSafe(`Bearer ${text}`)),
  hostileText.map(headerSafe),
  fc.constantFrom(
    `Bearer ${REVALIDATE_SECRET}`,
    `bearer   ${REVALIDATE_SECRET}`,
    REVALIDATE_SECRET,
    `Basic ${REVALIDATE_SECRET}`,
    `Bearer ${REVALIDATE_SECRET.slice(0, -1)}`,
    `Bearer ${REVALIDATE_SECRET}x`,
    `Bearer \u00e9${REVALIDATE_SECRET.slice(1)}`,
    `Bearer ${'y'.repeat(5000)}`,
  ),
);

function authorised(token: string | undefined): boolean {
  return token?.trim().replace(/^Bearer\s+/i, '') === REVALIDATE_SECRET;
}

/** Whether the body would refresh the cache: such requests are not sent, the others must not be. */
function refreshes(text: string): boolean {
  if (text.trim() === '') return true;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { tags } = value as { tags?: unknown };
  return (
    tags === undefined ||
    (Array.isArray(tags) && tags.length > 0 && tags.every((tag) => ALL_TAGS.includes(tag)))
  );
}

test(`POST /api/revalidate answers ${RUNS} random tokens and bodies with 401 or 400, never 5xx`, async ({
  request,
}) => {
  const tags = fc.oneof(
    fc.array(fc.oneof(fc.constantFrom(...ALL_TAGS), fc.string()), { maxLength: 4 }),
    hostileText,
    fc.integer(),
    fc.constant(null),
  );
  const body = fc.oneof(
    jsonBody(['tags']).map(({ text }) => text),
    fc.record({ tags }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
  );
  await fuzzRequests({
    label: 'POST /api/revalidate',
    generated: fc
      .tuple(revalidateToken, body)
      .filter(([token, text]) => !(authorised(token) && refreshes(text))),
    send: ([token, text]) =>
      request.post('/api/revalidate', {
        data: text,
        headers: token === undefined ? {} : { authorization: token },
      }),
    assertAnswer: (response, text, [token]) => {
      assert.equal(response.status(), authorised(token) ? 400 : 401);
      assertJsonError(response, text);
    },
  });
});

test(`GET /api/health answers ${RUNS} requests with hostile query strings with its status, never 5xx`, async ({
  request,
}) => {
  await fuzzRequests({
    label: 'GET /api/health',
    generated: fc
      .constantFrom('status', 'verbose', 'q')
      .chain((name) => queryOf(name))
      .map((query) => `/api/health?${query}`),
    send: (url) => request.get(url),
    assertAnswer: (response, body, url) => {
      assertStatus(response, url, [200]);
      if (response.status() !== 200) return;
      assert.ok(['ok', 'attention'].includes(JSON.parse(body).status));
    },
    describe: (url) => url,
  });
});

// The methods each handler takes; HEAD comes with GET, OPTIONS with every handler.
const handlerMethods: Record<string, string[]> = {
  '/api/appointments': ['POST'],
  '/api/blog-comments': ['POST'],
  '/api/callbacks': ['POST'],
  '/api/career-applications': ['POST'],
  '/api/contact': ['POST'],
  '/api/create-checkout-session': ['POST'],
  '/api/doctor-appointments': ['POST'],
  '/api/doctors/suggest': ['GET'],
  '/api/health': ['GET'],
  '/api/revalidate': ['POST'],
};

const otherMethods = Object.entries(handlerMethods).flatMap(([path, accepted]) =>
  ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
    .filter(
      (method) => !accepted.includes(method) && !(method === 'HEAD' && accepted.includes('GET')),
    )
    .map((method) => ({ path, method, accepted })),
);

test(`every handler answers ${RUNS} requests in a method it does not take with 405, never 5xx`, async ({
  request,
}) => {
  await fuzzRequests({
    label: 'other methods on /api/*',
    generated: fc.tuple(fc.constantFrom(...otherMethods), jsonBody(['name', 'q', 'tags'])),
    send: ([{ path, method }, { contentType, text }]) =>
      request.fetch(path, {
        method,
        data: method === 'GET' || method === 'HEAD' ? undefined : text,
        headers: { 'content-type': contentType },
      }),
    assertAnswer: (response, body, [{ method, accepted }]) => {
      for (const name of accepted) assert.match(response.headers().allow ?? '', new RegExp(name));
      if (method === 'OPTIONS') return assert.equal(response.status(), 204);
      assert.equal(response.status(), 405);
      if (method !== 'HEAD') assertJsonError(response, body);
    },
    describe: ([{ path, method }, { text }]) => `${method} ${path} ${text}`,
  });
});

// Addresses answered by a route handler, metadata file or static file that reads nothing from the request.
const fixedFiles = ['/sitemap.xml', '/robots.txt', '/icons.svg', '/opengraph-image'];

test(`the sitemap, robots.txt, icon sprite and link preview answer ${RUNS} hostile query strings with 200, never 5xx`, async ({
  request,
}) => {
  await fuzzRequests({
    label: `GET ${fixedFiles.join(', ')}`,
    generated: fc
      .tuple(fc.constantFrom(...fixedFiles), queryOf('q'))
      .map(([path, query]) => `${path}?${query}`),
    send: (url) => request.get(url, { maxRedirects: 0 }),
    assertAnswer: (response, _body, url) => assertStatus(response, url, [200]),
    describe: (url) => url,
  });
});

/** A path segment as a link may carry it: escaped, or as typed (a "/" then adds a segment). */
const pathSegment = fc
  .tuple(hostileText, fc.constantFrom('component', 'typed'))
  .map(([value, encoding]) => encodeValue(value, encoding));

const firstDoctor = catalogue.doctors[0]!.slug;

/** Each new path is a render (of the page or of the 404 page): fewer keep the spec fast. */
const PATH_RUNS = Math.round(RUNS / 10);
/** A link preview is an image drawn on first visit, slower still. */
const PREVIEW_RUNS = Math.round(RUNS / 25);

// Each dynamic route, with the hostile segment where its parameter goes.
const dynamicRoutes: Record<string, { path: (segment: string) => string; runs: number }> = {
  '/[slug]': { path: (segment) => `/${segment}`, runs: PATH_RUNS },
  '/doctor/[slug]': { path: (segment) => `/doctor/${segment}`, runs: PATH_RUNS },
  '/doctor/[slug]/[category]': {
    path: (segment) => `/doctor/${firstDoctor}/${segment}`,
    runs: PATH_RUNS,
  },
  '/blog/[slug]': { path: (segment) => `/blog/${segment}`, runs: PATH_RUNS },
  '/specialities/[slug]': { path: (segment) => `/specialities/${segment}`, runs: PATH_RUNS },
  '/careers/[slug]': { path: (segment) => `/careers/${segment}`, runs: PATH_RUNS },
  '/our-hospitals/[link]': { path: (segment) => `/our-hospitals/${segment}`, runs: PATH_RUNS },
  '/doctors/view/[view]': { path: (segment) => `/doctors/view/${segment}`, runs: PATH_RUNS },
  '/blogs/view/[view]': { path: (segment) => `/blogs/view/${segment}`, runs: PATH_RUNS },
  '/specialities/view/[view]': {
    path: (segment) => `/specialities/view/${segment}`,
    runs: PATH_RUNS,
  },
  '/sitemaps/sitemap/[id].xml': {
    path: (segment) => `/sitemaps/sitemap/${segment}.xml`,
    runs: PATH_RUNS,
  },
};

// The link-preview images of pages with one of their own: a page of each, whose image's address
// (read from its og:image, as Next names it) gets the hostile segment in place of the page's own.
const previewedPages: Record<string, { page: string; segment: string }> = {
  '/[slug]/opengraph-image': { page: '/hbot', segment: 'hbot' },
  '/doctor/[slug]/opengraph-image': {
    page: `/doctor/${catalogue.doctors[0]!.slug}`,
    segment: catalogue.doctors[0]!.slug,
  },
  '/blog/[slug]/opengraph-image': {
    page: `/blog/${catalogue.blogs[0]!.slug}`,
    segment: catalogue.blogs[0]!.slug,
  },
  '/our-hospitals/[link]/opengraph-image': {
    page: '/our-hospitals/amandeep-medicity-srinagar',
    segment: 'amandeep-medicity-srinagar',
  },
};

/** GET `runs` hostile paths of one dynamic route: a page, a redirect or the 404 page, never 5xx. */
function fuzzPaths(
  request: APIRequestContext,
  baseURL: string | undefined,
  { route, path, runs }: { route: string; path: (segment: string) => string; runs: number },
) {
  return fuzzRequests({
    label: `GET ${route}`,
    generated: mostlyRepeated(pathSegment.map(path), runs / 2),
    // Written out whole: a path such as "//opengraph-image" must not be read as a host name.
    send: (address) => request.get(`${baseURL}${address}`, { maxRedirects: 0 }),
    assertAnswer: (response, _body, address) => assertStatus(response, address, [200, 308, 404]),
    describe: (address) => address,
    runs,
  });
}

for (const [route, { page, segment: own }] of Object.entries(previewedPages)) {
  test(`${route} answers ${PREVIEW_RUNS} hostile paths with a picture, a redirect or the 404 page, never 5xx`, async ({
    request,
    baseURL,
  }) => {
    const image = await previewImagePath(request, page);
    const at = image.indexOf(`/${own}/`);
    const path = (segment: string) =>
      `${image.slice(0, at)}/${segment}${image.slice(at + own.length + 1)}`;
    await fuzzPaths(request, baseURL, { route, path, runs: PREVIEW_RUNS });
  });
}

for (const [route, { path, runs }] of Object.entries(dynamicRoutes)) {
  test(`${route} answers ${runs} hostile paths with a page, a redirect or the 404 page, never 5xx`, async ({
    request,
    baseURL,
  }) => {
    await fuzzPaths(request, baseURL, { route, path, runs });
  });
}

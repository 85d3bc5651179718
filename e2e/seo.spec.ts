import { expect, test } from './support/test';
import { catalogue } from './support/catalogue';
import { SITE_ORIGIN } from './support/crawler';

test('the sitemap lists the main pages, every doctor, speciality, listing, blog post and open job', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  // Well-formed XML: every & is an entity (the spec names a page /insurance-&-tpa).
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  for (const path of [
    '/doctors',
    '/specialities',
    '/blogs',
    '/careers',
    '/gallery',
    '/allaward',
    '/all-news',
    '/all-event',
    '/our-hospitals',
    '/our-hospitals/amandeep-medicity-srinagar',
    '/hbot',
    '/insurance-&amp;-tpa',
    '/amandeep-centre-of-excellence-cleft-lip-Palate',
    '/csr',
    '/about-amandeep-hospital',
    '/leadership',
    '/modalcare',
    '/packages',
    '/international-patients',
    '/academics',
    '/empanelments',
    '/statutory-monthly-report',
    '/privacy-policy',
    '/disclaimer',
  ])
    expect(xml).toContain(`<loc>${SITE_ORIGIN}${path}</loc>`);
  for (const doctor of catalogue.doctors)
    expect(xml).toContain(`<loc>${SITE_ORIGIN}/doctor/${doctor.slug}</loc>`);
  for (const speciality of catalogue.categories)
    expect(xml).toContain(`<loc>${SITE_ORIGIN}/specialities/${speciality.slug}</loc>`);
  for (const post of catalogue.blogs)
    expect(xml).toContain(`<loc>${SITE_ORIGIN}/blog/${post.slug}</loc>`);
  for (const job of catalogue.careers)
    expect(xml).toContain(`<loc>${SITE_ORIGIN}/careers/${job.slug}</loc>`);
  // Each speciality at each location (the listings /doctor links to).
  for (const doctor of catalogue.doctors.filter((entry) => entry.city.includes('Pathankot')))
    expect(xml).toContain(
      `<loc>${SITE_ORIGIN}/doctor/pathankot/${encodeURIComponent(doctor.category.toLowerCase().replace(/\s+/g, '-')).replace(/&/g, '&amp;')}</loc>`,
    );
});

test('robots.txt points to the sitemap and keeps crawlers out of form endpoints only', async ({
  request,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  // The pages kept out of search say so themselves: a crawler must be let in to read it.
  expect(text.match(/^Disallow: .*$/gm)).toEqual(['Disallow: /api/']);
  for (const path of ['/thank-you', '/not-sent', '/checkout', '/success', '/cancel']) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  }
});

const pages = [
  '/',
  '/doctors',
  '/doctor',
  '/appointment',
  '/contact-us',
  '/careers',
  '/specialities',
  '/blogs',
  '/thank-you',
  '/checkout',
  '/success',
  '/cancel',
];

for (const path of pages) {
  test(`${path} has its own title, description and canonical link`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${path === '/' ? '' : path}`);
  });
}

test('every sitemap address carries a date: a blog post its own, every other page the build time', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(match[1]!)![1]!,
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(match[1]!)?.[1],
  }));
  expect(entries.length).toBeGreaterThan(50);
  for (const entry of entries) expect(entry.lastmod, entry.loc).toBeTruthy();
  for (const post of catalogue.blogs) {
    const entry = entries.find((item) => item.loc.endsWith(`/blog/${post.slug}`));
    expect(entry?.lastmod?.slice(0, 10), post.slug).toBe(post.date.slice(0, 10));
  }
  const built = entries.find((item) => item.loc.endsWith('/contact-us'))!.lastmod!;
  expect(Date.parse(built)).toBeLessThanOrEqual(Date.now());
  expect(Date.now() - Date.parse(built)).toBeLessThan(7 * 24 * 3600 * 1000);
});

const firstPost = catalogue.blogs[0]!.slug;
const firstSpeciality = catalogue.categories[0]!.slug;
/** The slug with its first hyphen written as an escape, as some mail and chat apps pass it on. */
const escaped = (slug: string) => slug.replace('-', '%2d');

for (const [from, to] of [
  ['/about-amandeep-hospital/', '/about-amandeep-hospital'],
  ['/doctors/?city=Pathankot', '/doctors?city=Pathankot'],
  [
    '/amandeep-centre-of-excellence-cleft-lip-palate',
    '/amandeep-centre-of-excellence-cleft-lip-Palate',
  ],
  [
    '/amandeep-centre-of-excellence-cleft-lip-palate/',
    '/amandeep-centre-of-excellence-cleft-lip-Palate',
  ],
  ['/home/', '/'],
  ['/blog/', '/blogs'],
  [`/blog/${escaped(firstPost)}`, `/blog/${firstPost}`],
  [`/blog/${escaped(firstPost)}/`, `/blog/${firstPost}`],
  [`/specialities/${escaped(firstSpeciality)}/`, `/specialities/${firstSpeciality}`],
  ['/specialities/', '/specialities'],
  // Written in capitals: the site's own segments in lower case, in the same one redirect.
  ['/CONTACT-US/', '/contact-us'],
  ['/Doctors?city=Srinagar', '/doctors?city=Srinagar'],
  ['/Our-Hospitals/Best-Hospital-In-Pathankot', '/our-hospitals/best-hospital-in-pathankot'],
  [
    '/Amandeep-Centre-Of-Excellence-Cleft-Lip-Palate',
    '/amandeep-centre-of-excellence-cleft-lip-Palate',
  ],
] as const) {
  test(`${from} reaches ${to} with one permanent redirect`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers()['location']!, 'http://127.0.0.1');
    expect(`${location.pathname}${location.search}`).toBe(to);
    expect((await request.get(to, { maxRedirects: 0 })).status()).toBe(200);
  });
}

test('the home page describes the group, its six hospitals and the site in parseable JSON-LD', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    // A script may hold one block or a list of them.
  ].flatMap((match) => [JSON.parse(match[1]!) as object].flat() as Record<string, unknown>[]);
  expect(blocks.length).toBeGreaterThanOrEqual(2);
  for (const block of blocks) {
    expect(block['@context']).toBe('https://schema.org');
    expect(block['@type']).toBeTruthy();
  }
  const organisation = blocks.find((block) => block['@type'] === 'MedicalOrganization')!;
  const units = organisation.subOrganization as {
    '@type': string;
    name: string;
    telephone: string[];
  }[];
  expect(units.map((unit) => unit['@type'])).toEqual(Array(6).fill('Hospital'));
  for (const unit of units) {
    expect(html).toContain(unit.name);
    for (const telephone of unit.telephone) expect(telephone).toMatch(/^\+91\d{10}$/);
  }
  expect(organisation.sameAs).toHaveLength(5);
  expect(blocks.find((block) => block['@type'] === 'WebSite')).toMatchObject({
    url: `${SITE_ORIGIN}/`,
  });
});

test('the sitemap file that generateSitemaps writes lists what /sitemap.xml lists, and a file past the catalogue is not found', async ({
  request,
}) => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const whole = locs(await (await request.get('/sitemap.xml')).text());
  const file = await request.get('/sitemaps/sitemap/0.xml');
  expect(file.status()).toBe(200);
  expect(locs(await file.text())).toEqual(whole);
  expect((await request.get('/sitemaps/sitemap/1.xml')).status()).toBe(404);
});

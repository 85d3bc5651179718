import { expect, test } from '@playwright/test';
import { catalogue } from './support/catalogue';

test('the sitemap lists the main pages, every doctor, speciality, blog post and open job', async ({
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
    expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
  for (const doctor of catalogue.doctors)
    expect(xml).toContain(`<loc>http://localhost:3000/doctor/${doctor.slug}</loc>`);
  for (const speciality of catalogue.categories)
    expect(xml).toContain(`<loc>http://localhost:3000/specialities/${speciality.slug}</loc>`);
  for (const post of catalogue.blogs)
    expect(xml).toContain(`<loc>http://localhost:3000/blog/${post.slug}</loc>`);
  for (const job of catalogue.careers)
    expect(xml).toContain(`<loc>http://localhost:3000/careers/${job.slug}</loc>`);
});

test('robots.txt points to the sitemap and keeps crawlers out of form endpoints', async ({
  request,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  expect(text).toContain('Disallow: /api/');
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
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:3000${path === '/' ? '' : path}`,
    );
  });
}

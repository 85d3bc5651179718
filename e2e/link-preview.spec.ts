import { expect, test, type APIRequestContext } from './support/test';
import { catalogue } from './support/catalogue';
import { isPreviewOf, previewImagePath } from './support/previews';

// Links shared on WhatsApp, Facebook or LinkedIn, fetched as their preview bots fetch them: one
// plain GET of the server HTML, no JavaScript, then the og:image it names.

/** The size a PNG says it is: the IHDR chunk's width and height, big-endian, at bytes 16 and 20. */
async function pngSize(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const meta = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

const byNameLength = [...catalogue.doctors].sort((a, b) => a.name.length - b.name.length);
const speciality = [...catalogue.categories].sort((a, b) => b.name.length - a.name.length)[0]!;

const sharedLinks = [
  ['a doctor', `/doctor/${byNameLength.at(-1)!.slug}`, `/doctor/${byNameLength.at(-1)!.slug}`],
  ['a speciality', `/specialities/${speciality.slug}`, `/specialities/${speciality.slug}`],
  ['a blog post', `/blog/${catalogue.blogs[0]!.slug}`, `/blog/${catalogue.blogs[0]!.slug}`],
  [
    'a hospital',
    '/our-hospitals/amandeep-medicity-srinagar',
    '/our-hospitals/amandeep-medicity-srinagar',
  ],
  [
    'a centre of excellence',
    '/amandeep-centre-of-excellence-cleft-lip-Palate',
    '/amandeep-centre-of-excellence-cleft-lip-Palate',
  ],
  ['a service page', '/hbot', '/hbot'],
  [
    'a scheme or insurer',
    '/empanelments/ayushman-bharat-pm-jay',
    '/empanelments/ayushman-bharat-pm-jay',
  ],
  ['any other page', '/contact-us', ''],
] as const;

// Each kind of page, and the page whose preview image it shows ('' for the site's own).
for (const [kind, path, imageOf] of sharedLinks) {
  test(`a shared link to ${kind} previews with its title, description and a 1200 × 630 image of its own`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(meta(html, /<title>([^<]+)<\/title>/)).toBeTruthy();
    expect(meta(html, /<meta name="description" content="([^"]{50,})"/)).toBeTruthy();
    expect(meta(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
    expect(meta(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
    const url = meta(html, /<meta property="og:image" content="([^"]+)"/)!;
    // Absolute, on the site's own origin (SITE_URL), and the image of this kind of page.
    expect(url).toMatch(/^https?:\/\//);
    const { pathname } = new URL(url);
    expect(isPreviewOf(pathname, imageOf), pathname).toBe(true);
    expect(await pngSize(request, pathname)).toEqual({ width: 1200, height: 630 });
  });
}

for (const doctor of [byNameLength.at(-1)!, byNameLength[0]!]) {
  test(`the link preview of ${doctor.name} is a 1200 × 630 PNG`, async ({ request }) => {
    const image = await previewImagePath(request, `/doctor/${doctor.slug}`);
    expect(await pngSize(request, image)).toEqual({
      width: 1200,
      height: 630,
    });
  });
}

test('a preview is drawn once and then served from the cache, like the page', async ({
  request,
}) => {
  const path = `/specialities/${speciality.slug}`;
  await request.get(path);
  const again = await request.get(path);
  expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
});

// A page in Punjabi or Hindi previews in its own script: the brand card, or a doctor's, a
// speciality's or a hospital's own card, drawn with that script's words (lib/seo/og-card.tsx)
// and described in that language.
for (const [locale, script] of [
  ['pa', /[\u0A00-\u0A7F]/],
  ['hi', /[\u0900-\u097F]/],
] as const) {
  test(`a shared link to a page in ${locale} previews with the brand card drawn in its script`, async ({
    request,
  }) => {
    const english = await (await request.get('/opengraph-image')).body();
    for (const path of [`/${locale}`, `/${locale}/doctors`, `/${locale}/contact-us`]) {
      const html = await (await request.get(path)).text();
      const url = meta(html, /<meta property="og:image" content="([^"]+)"/)!;
      expect(new URL(url).pathname, path).toBe(`/${locale}/preview-card.png`);
      expect(meta(html, /<meta property="og:image:alt" content="([^"]+)"/), path).toMatch(script);
      expect(meta(html, /<meta name="twitter:image" content="([^"]+)"/), path).toBe(url);
    }
    expect(await pngSize(request, `/${locale}/preview-card.png`)).toEqual({
      width: 1200,
      height: 630,
    });
    const card = await (await request.get(`/${locale}/preview-card.png`)).body();
    expect(card.equals(english)).toBe(false);
  });

  test(`a shared link to a doctor, a speciality or a hospital in ${locale} previews with its own card in ${locale}`, async ({
    request,
  }) => {
    for (const english of [
      `/doctor/${byNameLength.at(-1)!.slug}`,
      `/specialities/${speciality.slug}`,
      '/our-hospitals/amandeep-medicity-srinagar',
    ]) {
      const path = `/${locale}${english}`;
      const html = await (await request.get(path)).text();
      const image = await previewImagePath(request, path);
      expect(isPreviewOf(image, path), image).toBe(true);
      expect(meta(html, /<meta property="og:image:alt" content="([^"]+)"/), path).toMatch(script);
      expect(await pngSize(request, image)).toEqual({ width: 1200, height: 630 });
      const englishCard = await (
        await request.get(await previewImagePath(request, english))
      ).body();
      expect((await (await request.get(image)).body()).equals(englishCard), path).toBe(false);
    }
  });
}

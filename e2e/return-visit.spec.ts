import { expect, test } from './support/test';
import { catalogue } from './support/catalogue';
import { scrollThrough } from './support/security';

// A family that opens the home page again tomorrow, or goes from it to a doctor's profile, should
// not wait while the phone asks for every picture once more: the site's own pictures, icons and
// favicon may be kept a day. The PDFs are not: a corrected report is seen at once.

const DAY = 86_400;

const maxAgeOf = (cacheControl: string | undefined) =>
  Number(/(?:^|,\s*)max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);

for (const path of ['/', `/doctor/${catalogue.doctors[0]!.slug}`]) {
  test(`${path}: every picture and icon it loads from the site may be kept a day`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const kept = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      // Next's own files are named by their content and kept a year; its image optimiser says
      // for itself how long its results last.
      if (url.origin !== origin || url.pathname.startsWith('/_next/')) return;
      if (!['image', 'other'].includes(response.request().resourceType())) return;
      if (!/\.(svg|png|webp|jpe?g|avif)$/.test(url.pathname)) return;
      kept.set(url.pathname, response.headers()['cache-control']);
    });
    await page.goto(path);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');

    expect([...kept.keys()]).toContain('/icons.svg');
    expect(kept.size).toBeGreaterThan(3);
    const forgotten = [...kept].filter(([, cacheControl]) => maxAgeOf(cacheControl) < DAY);
    expect(forgotten).toEqual([]);
  });
}

test('a published PDF is asked for again on each visit', async ({ request }) => {
  const response = await request.get('/documents/csr-policy.pdf');
  expect(response.status()).toBe(200);
  expect(maxAgeOf(response.headers()['cache-control'])).toBe(0);
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { catalogue } from './support/catalogue';

const entries = (city: string) =>
  city
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const named = (text: string) =>
  catalogue.doctors.filter((doctor) => doctor.name.toLowerCase().includes(text.toLowerCase()));

/** The slugs of the cards in the server HTML, in order. */
function visibleSlugs(html: string): string[] {
  return [...html.matchAll(/<li>(?:(?!<\/li>).)*?href="\/doctor\/([^"]+)"/gs)].map(
    (match) => match[1]!,
  );
}

test.describe('/doctors?q=', () => {
  test('the server HTML shows exactly the doctors whose name contains the text', async ({
    request,
  }) => {
    const response = await request.get('/doctors?q=PREET');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const expected = named('preet').map((doctor) => doctor.slug);
    expect(expected.length).toBeGreaterThan(1);
    expect(visibleSlugs(html)).toEqual(expected);
    expect(html).toMatch(/<input[^>]*value="PREET"/);
  });

  test('combines with ?city=', async ({ request }) => {
    const html = await (await request.get('/doctors?q=singh&city=GT%20Road%20Amritsar')).text();
    const expected = named('singh')
      .filter((doctor) => entries(doctor.city).includes('GT Road Amritsar'))
      .map((doctor) => doctor.slug);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(named('singh').length);
    expect(visibleSlugs(html)).toEqual(expected);
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>GT Road Amritsar<\/a>/);
  });

  test('a search is answered again from the cache, and leaves no file on the server’s disk', async ({
    request,
  }) => {
    // Name fragments of this catalogue, each a search of its own (as a bot trying names sends).
    const fragments = [...new Set(catalogue.doctors.map((doctor) => doctor.slug.slice(3, 7)))];
    expect(fragments.length).toBeGreaterThan(5);
    for (const fragment of fragments) {
      const expected = named(fragment).map((doctor) => doctor.slug);
      await request.get(`/doctors?q=${fragment}`);
      const again = await request.get(`/doctors?q=${fragment}`);
      expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      expect(visibleSlugs(await again.text())).toEqual(expected);
    }
    // The embedded site's build (playwright.config.ts), where Next keeps the renders it writes.
    const written = readdirSync(join('.next', 'server'), { recursive: true, encoding: 'utf8' });
    expect(written.filter((path) => path.includes('q='))).toEqual([]);
  });

  test('a name nobody has shows the empty message', async ({ page }) => {
    await page.goto('/doctors?q=zzzz');
    await expect(
      page.getByRole('region', { name: 'Our doctors' }).getByRole('article'),
    ).toHaveCount(0);
    await expect(page.getByText('No doctors found for the given filters.')).toBeVisible();
  });

  test('typing a name filters once typing pauses, keeps focus, and keeps ?q= beside the city', async ({
    page,
  }) => {
    await page.goto('/doctors?city=Pathankot');
    await page.getByLabel("Doctor's name").fill('SH');
    const expected = named('sh')
      .filter((doctor) => entries(doctor.city).includes('Pathankot'))
      .map((doctor) => doctor.name);
    await expect(
      page.getByRole('region', { name: 'Our doctors' }).getByRole('article').locator('h3'),
    ).toHaveText(expected);
    expect(expected.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/[?&]q=SH(&|$)/);
    await expect(page).toHaveURL(/city=Pathankot/);
    await expect(page.getByLabel("Doctor's name")).toBeFocused();
    await page.keyboard.type('A');
    await expect(page.getByLabel("Doctor's name")).toHaveValue('SHA');
    await expect(page).toHaveURL(/[?&]q=SHA(&|$)/);
  });
});

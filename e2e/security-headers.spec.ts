import { expect, test, type Response } from './support/test';
import { DATA_DIRS, storedSubmissions, uniqueName } from './support/forms';
import { notFoundSample } from './support/routes';
import { expectNoViolations, securityHeaderProblems, watchCspViolations } from './support/security';

// Every response says how browsers may use it, and the pages work under that policy: nothing they
// load, run or frame is refused. Each template's own load (every same-origin response it makes,
// and no CSP breach as it scrolls) is checked in template-sweep.spec.ts.

test.describe.configure({ mode: 'parallel' });

test.use({ viewport: { width: 1280, height: 900 } });

test('a client-side move to another page fetches its data with the same headers', async ({
  page,
}) => {
  const flight: Response[] = [];
  page.on('response', (response) => {
    if (response.request().headers()['rsc'] === '1') flight.push(response);
  });
  const violations = await watchCspViolations(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);
  expect(flight.length).toBeGreaterThan(0);
  for (const response of flight)
    expect(securityHeaderProblems(await response.allHeaders())).toEqual([]);
  expectNoViolations(violations);
});

const otherResponses: [string, string, { method?: 'POST'; data?: string }?][] = [
  ['robots.txt', '/robots.txt'],
  ['the sitemap', '/sitemap.xml'],
  ['a redirect', '/home'],
  ['the health check', '/api/health'],
  ['a refused form post', '/api/contact', { method: 'POST', data: 'not json' }],
  ['a link-preview image', '/opengraph-image'],
  ['a static file', '/favicon.svg'],
  ['the 404 page', notFoundSample],
];

for (const [what, path, options] of otherResponses) {
  test(`${what} (${path}) carries the security headers`, async ({ request }) => {
    const response =
      options?.method === 'POST'
        ? await request.post(path, {
            data: options.data,
            headers: { 'content-type': 'application/json' },
          })
        : await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBeLessThan(500);
    expect(securityHeaderProblems(response.headers())).toEqual([]);
  });
}

test('with the policy on, a video plays after Play and a booking posts and is stored', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await page.goto('/gallery');
  const play = page.getByRole('button', { name: /^Play video: / }).first();
  await play.scrollIntoViewIfNeeded();
  await play.click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(
    1,
  );

  const name = uniqueName('Csp Check');
  await page.goto('/appointment');
  const form = page.getByRole('form', { name: 'Book an appointment' });
  await form.getByLabel('Patient name').fill(name);
  await form.getByLabel('Phone number').fill('98765 43210');
  await form.getByLabel('Email').fill('patient@example.com');
  await form.getByLabel('Hospital').selectOption('Pathankot');
  await form.getByLabel('Specialty').selectOption({ index: 2 });
  await form.getByLabel('Message').fill('A check-up for my father, mornings suit us best.');
  await form.getByRole('button', { name: 'Book an Appointment' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=/);
  const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'appointment']);
  expect(rows.some((row) => row.payload.name === name)).toBe(true);
  expectNoViolations(violations);
});

test('the report address logs a violation and answers 204; junk gets a 4xx with a JSON error', async ({
  request,
}) => {
  const report = await request.post('/api/csp-report', {
    data: JSON.stringify({
      'csp-report': {
        'document-uri': 'http://127.0.0.1/',
        'violated-directive': 'img-src',
        'blocked-uri': 'https://elsewhere.example/a.png',
      },
    }),
    headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '198.51.100.7' },
  });
  expect(report.status()).toBe(204);
  const junk = await request.post('/api/csp-report', {
    data: '{"hello":',
    headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '198.51.100.8' },
  });
  expect(junk.status()).toBe(400);
  expect(typeof (await junk.json()).errorMessage).toBe('string');
});

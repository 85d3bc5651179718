import { expect, test, type Page } from './support/test';

// The page the tests hand on (e2e/support/test.ts) carries nothing of one test into the next.
// The two tests run in order in one worker: the first leaves every kind of state behind.

test.describe.configure({ mode: 'serial' });

let first: Page | undefined;
const seen: string[] = [];

test('a test that leaves cookies, storage, an init script, a route, a listener and a wide viewport', async ({
  page,
  context,
}) => {
  first = page;
  await context.addCookies([
    { name: 'left-behind', value: '1', url: test.info().project.use.baseURL! },
  ]);
  await page.addInitScript(() => Object.assign(window, { leftBehind: true }));
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'left behind' }));
  page.on('request', (request) => seen.push(request.url()));
  await context.grantPermissions(['clipboard-read']);
  await page.setViewportSize({ width: 1900, height: 1000 });
  await page.goto('/contact-us');
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
  });
  expect(await page.evaluate(() => 'leftBehind' in window)).toBe(true);
});

test('the next test has the same page, with none of it', async ({ page, context }) => {
  expect(page).toBe(first);
  seen.length = 0;
  await page.goto('/contact-us');
  expect(seen).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => 'leftBehind' in window)).toBe(false);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('left-behind'),
      sessionStorage.getItem('left-behind'),
    ]),
  ).toEqual([null, null]);
  expect(page.viewportSize()).toEqual(test.info().project.use.viewport);
  const permission = await page.evaluate(
    async () =>
      (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
  );
  expect(permission).not.toBe('granted');
  const robots = await page.goto('/robots.txt');
  expect(await robots!.text()).not.toBe('left behind');
});

import { expect, test } from '@playwright/test';
import { REVALIDATE_SECRET } from '../playwright.config';

test('refreshing cached data needs the secret', async ({ request }) => {
  const wrong = await request.post('/api/revalidate', { headers: { authorization: 'Bearer not-the-secret-at-all' } });
  expect(wrong.status()).toBe(401);
  const none = await request.post('/api/revalidate');
  expect(none.status()).toBe(401);
});

test('with the secret, known tags are refreshed and unknown ones refused', async ({ request }) => {
  const headers = { authorization: `Bearer ${REVALIDATE_SECRET}` };
  const one = await request.post('/api/revalidate', { headers, data: { tags: ['doctors'] } });
  expect(one.status()).toBe(200);
  expect(await one.json()).toEqual({ revalidated: ['doctors'] });
  const all = await request.post('/api/revalidate', { headers });
  expect((await all.json()).revalidated).toContain('blogs');
  const unknown = await request.post('/api/revalidate', { headers, data: { tags: ['passwords'] } });
  expect(unknown.status()).toBe(400);
});

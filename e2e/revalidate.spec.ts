import { expect, test } from './support/test';
import { request as httpRequest } from 'node:http';
import { REVALIDATE_SECRET } from '../playwright.config';

test('refreshing cached data needs the secret', async ({ request }) => {
  const wrong = await request.post('/api/revalidate', {
    headers: { authorization: 'Bearer not-the-secret-at-all' },
  });
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

test('a token of any bytes and any length is refused with 401, never an error that betrays the secret', async ({
  baseURL,
}) => {
  // Raw bytes on the wire (latin1): a non-ASCII byte in a token of the secret's exact length once
  // made the length check pass and the comparison throw, so a 500 told the secret's length.
  const post = (token: string) =>
    new Promise<number>((resolve, reject) => {
      const target = new URL('/api/revalidate', baseURL);
      const request = httpRequest(
        target,
        { method: 'POST', headers: { authorization: `Bearer ${token}` } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end();
    });
  const sameLength = (character: string) => `${character}${REVALIDATE_SECRET.slice(1)}`;
  for (const token of [
    sameLength('\u00e9'),
    sameLength('\u00ff'),
    `${REVALIDATE_SECRET.slice(0, -1)}\u0080`,
    'x',
    'y'.repeat(5000),
    REVALIDATE_SECRET.slice(0, -1),
  ]) {
    expect(await post(token)).toBe(401);
  }
  expect(await post(REVALIDATE_SECRET)).toBe(200);
});

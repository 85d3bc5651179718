/** @jest-environment node */
import { SOCKET_ADDRESS_HEADER } from '@/lib/forms/socket-address';
import { TOO_MANY_REQUESTS_MESSAGE } from '@/lib/forms/rate-limits';
import { POST } from './route';

// Counts in memory; set before the first post reads the environment (once per process).
process.env.REDIS_URL = '';
process.env.FORM_RATE_LIMIT_PER_MINUTE = '10';

const mockEnv = jest.requireActual<typeof import('@/lib/env')>('@/lib/env').readEnv({
  FORM_RATE_LIMIT_PER_MINUTE: '10',
  HOSPITAL_API_TIMEOUT_MS: '1',
});
jest.mock('@/lib/env', () => ({
  ...jest.requireActual<object>('@/lib/env'),
  env: () => mockEnv,
}));

let address = 0;

function checkout(
  body: string = JSON.stringify({ quantity: 1 }),
  headers: Record<string, string> = {},
  from = `192.0.2.${(address += 1)}`,
) {
  return POST(
    new Request('http://localhost/api/create-checkout-session', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: from, ...headers },
    }),
  );
}

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

const refused = (errorMessage: string) => ({ success: false, errorMessage });

afterEach(() => {
  delete mockEnv.CHECKOUT_API_URL;
  jest.restoreAllMocks();
});

describe('POST /api/create-checkout-session', () => {
  it('hands over the local test session when no payment service is configured', async () => {
    expect(await answer(await checkout())).toEqual({ status: 200, body: { url: '/success' } });
  });

  it('is guarded as a form post is: other sites, content type, size and a body that is not JSON', async () => {
    expect(await answer(await checkout(undefined, { origin: 'https://evil.example' }))).toEqual({
      status: 403,
      body: refused('Requests from other sites are not accepted.'),
    });
    expect(await answer(await checkout(undefined, { 'content-type': 'text/plain' }))).toEqual({
      status: 415,
      body: refused('Please send the form as JSON.'),
    });
    expect(
      await answer(await checkout(JSON.stringify({ quantity: 1, pad: 'x'.repeat(2_000) }))),
    ).toEqual({
      status: 413,
      body: refused('The form is too large.'),
    });
    expect(await answer(await checkout('{'))).toEqual({
      status: 400,
      body: refused('The form could not be read: the body is not valid JSON.'),
    });
  });

  it('accepts a quantity of one only', async () => {
    expect(await answer(await checkout(JSON.stringify({ quantity: 3 })))).toEqual({
      status: 422,
      body: refused('Quantity must be 1'),
    });
  });

  it('refuses the 11th session a minute from one address, saying how long to wait', async () => {
    const statuses = [];
    for (let post = 1; post <= 10; post += 1)
      statuses.push((await checkout(undefined, {}, '198.51.100.40')).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const limited = await checkout(undefined, {}, '198.51.100.40');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await answer(limited)).toEqual({
      status: 429,
      body: refused(TOO_MANY_REQUESTS_MESSAGE),
    });
  });

  it('waits for the payment service on its own timeout, not the hospital API’s', async () => {
    mockEnv.CHECKOUT_API_URL = 'https://pay.example.com/sessions';
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetched = jest.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((resolve, reject) => {
          // Answers after the hospital API's 1 ms would have given up.
          const timer = setTimeout(
            () => resolve(Response.json({ url: 'https://pay.example.com/session/1' })),
            50,
          );
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(init.signal?.reason);
          });
        }),
    );
    expect(await answer(await checkout())).toEqual({
      status: 200,
      body: { url: 'https://pay.example.com/session/1' },
    });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('answers 502 when the payment service starts no usable session', async () => {
    mockEnv.CHECKOUT_API_URL = 'https://pay.example.com/sessions';
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetched = jest.spyOn(globalThis, 'fetch');
    fetched.mockResolvedValueOnce(Response.json({ url: 'https://evil.example/1' }));
    expect(await answer(await checkout())).toEqual({
      status: 502,
      body: refused('The payment service did not start a session'),
    });
    fetched.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await answer(await checkout())).toEqual({
      status: 502,
      body: refused('The payment service could not be reached'),
    });
  });
});

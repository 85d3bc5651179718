/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { upstreamState } from './upstream-state';

let server: Server;
let baseUrl: string;
/** What the fake upstream does with the next request. */
let answer: 'ok' | 'not-found' | 'error' | 'hang' = 'ok';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    if (answer === 'hang') return; // never answers
    const status = { ok: 200, 'not-found': 404, error: 503 }[answer];
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ categories: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the upstream state', () => {
  it('is embedded when no upstream is set', async () => {
    expect(await upstreamState('', 1000)).toEqual({ kind: 'embedded' });
  });

  it('is reachable with the status of one small read under the base address', async () => {
    answer = 'ok';
    expect(await upstreamState(`${baseUrl}/`, 1000)).toEqual({
      kind: 'http',
      reachable: true,
      status: 200,
    });
    expect(seen.at(-1)).toBe('/api/category-get?page=1&parPage=1');
  });

  it('is reachable when the upstream refuses the read, unreachable when it fails', async () => {
    answer = 'not-found';
    expect(await upstreamState(baseUrl, 1000)).toMatchObject({ reachable: true, status: 404 });
    answer = 'error';
    expect(await upstreamState(baseUrl, 1000)).toEqual({
      kind: 'http',
      reachable: false,
      status: 503,
    });
  });

  it('is unreachable, without a status, when nothing answers in time', async () => {
    answer = 'hang';
    const started = Date.now();
    expect(await upstreamState(baseUrl, 300)).toEqual({ kind: 'http', reachable: false });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await upstreamState('http://127.0.0.1:9/api', 300)).toEqual({
      kind: 'http',
      reachable: false,
    });
  });
});

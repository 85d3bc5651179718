/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStubProcess, type StubProcess } from '@/test-support/stub-process';
import awards from '@/content/catalogue/awards.json';
import blogs from '@/content/catalogue/blogs.json';
import careers from '@/content/catalogue/careers.json';
import categories from '@/content/catalogue/categories.json';
import doctors from '@/content/catalogue/doctors.json';
import events from '@/content/catalogue/events.json';
import news from '@/content/catalogue/news.json';
import videos from '@/content/catalogue/videos.json';
import { answerCatalogueRequest, type Catalogue } from './catalogue-router';
import { createHospitalApi, type HospitalApi } from './client';
import { HospitalApiError } from './errors';
import { httpTransport } from './http';
import { lastGoodStore } from './last-good';

// The HTTP adapter against the stub upstream, over the real paths, in both readings of the
// API. What it reads must equal what the embedded adapter reads from the same catalogue,
// with images made absolute on the upstream's origin.

const catalogue: Catalogue = { doctors, categories, blogs, awards, news, events, videos, careers };
const embedded = createHospitalApi({
  imageOrigin: null,
  get: async (path, { query }) => answerCatalogueRequest(catalogue, path, query),
});

let stub: StubProcess;
let api: HospitalApi;

beforeAll(async () => {
  stub = await startStubProcess();
  api = createHospitalApi(httpTransport({ baseUrl: stub.apiUrl, timeoutMs: 1500, revalidate: 60 }));
});

afterAll(async () => {
  await stub.close();
});

afterEach(async () => {
  await stub.reset();
});

/** The embedded result with its site-relative images made absolute on the stub's origin. */
function onStubOrigin<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value).replace(/"\/catalogue\//g, `"${stub.origin}/catalogue/`),
  ) as T;
}

const firstSpeciality = categories[2]!;
const firstBlog = blogs[1]!;
const aDoctor = doctors[3]!;

const readCalls: [string, (a: HospitalApi) => Promise<unknown>][] = [
  ['doctors list', (a) => a.getDoctors()],
  ['doctor by slug', (a) => a.getDoctorBySlug(aDoctor.slug)],
  ['doctors by category', (a) => a.getDoctorsByCategory('Cardiology')],
  ['doctors by city', (a) => a.getDoctorsByCity('Pathankot')],
  ['all categories', (a) => a.getAllCategories()],
  ['single speciality', (a) => a.getSpeciality(firstSpeciality.slug)],
  ['videos', (a) => a.getVideos()],
  ['single blog', (a) => a.getBlog(firstBlog.slug)],
  ['awards', (a) => a.getAwards()],
  ['news', (a) => a.getNews()],
  ['events', (a) => a.getEvents()],
  ['careers', (a) => a.getCareers()],
];

describe.each(['a', 'b'] as const)('HTTP adapter, reading %s', (reading) => {
  beforeEach(async () => {
    await stub.configure({ reading });
  });

  it.each(readCalls)('reads %s as the embedded adapter does', async (_name, read) => {
    const fromUpstream = await read(api);
    expect(fromUpstream).toEqual(onStubOrigin(await read(embedded)));
    expect(JSON.stringify(fromUpstream)).not.toContain('"/catalogue/');
  });

  it('pages and searches categories', async () => {
    const page = await api.searchCategories({ page: 2, pageSize: 5, search: '' });
    const expected = await embedded.searchCategories({ page: 2, pageSize: 5, search: '' });
    expect(page.items).toEqual(onStubOrigin(expected.items));
    expect(page.total).toBe(reading === 'b' ? categories.length : null);
    const search = await api.searchCategories({ page: 1, pageSize: 50, search: 'surgery' });
    expect(search.items.length).toBeGreaterThan(2);
    expect(search.items.every((c) => c.name.toLowerCase().includes('surgery'))).toBe(true);
  });

  it('pages and searches blogs', async () => {
    const page = await api.searchBlogs({ page: 2, pageSize: 6 });
    const expected = await embedded.searchBlogs({ page: 2, pageSize: 6 });
    expect(page.items).toEqual(onStubOrigin(expected.items));
    expect(page.total).toBe(reading === 'b' ? blogs.length : null);
  });

  it('answers null for unknown records', async () => {
    expect(await api.getDoctorBySlug('no-such-doctor')).toBeNull();
    expect(await api.getSpeciality('no-such-speciality')).toBeNull();
    expect(await api.getBlog('no-such-blog')).toBeNull();
  });
});

describe('HTTP adapter failures', () => {
  async function failureOf(promise: Promise<unknown>): Promise<HospitalApiError> {
    try {
      await promise;
    } catch (error) {
      expect(error).toBeInstanceOf(HospitalApiError);
      return error as HospitalApiError;
    }
    throw new Error('expected the call to fail');
  }

  it("passes on the server's errorMessage of a 500", async () => {
    await stub.configure({ fault: { kind: '500' } });
    const error = await failureOf(api.getDoctors());
    expect(error.message).toBe('Upstream exploded');
    expect(error.status).toBe(500);
  });

  it("answers 'An error occurred' for a 500 without a body", async () => {
    await stub.configure({ fault: { kind: '500', message: null } });
    expect((await failureOf(api.getAwards())).message).toBe('An error occurred');
  });

  it("gives up after the timeout with 'An error occurred'", async () => {
    await stub.configure({ fault: { kind: 'slow', ms: 5000 } });
    const started = Date.now();
    const error = await failureOf(api.getCareers());
    expect(error.message).toBe('An error occurred');
    expect(error.status).toBeNull();
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("answers 'An error occurred' for malformed JSON", async () => {
    await stub.configure({ fault: { kind: 'malformed' } });
    const error = await failureOf(api.getDoctors());
    expect(error.message).toBe('An error occurred');
    expect(error.status).toBe(200);
  });

  it("answers 'An error occurred' when the connection is dropped or refused", async () => {
    await stub.configure({ fault: { kind: 'refuse' } });
    expect((await failureOf(api.getVideos())).message).toBe('An error occurred');

    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const closed = createHospitalApi(
      httpTransport({ baseUrl: `http://127.0.0.1:${port}/api`, timeoutMs: 1500, revalidate: 60 }),
    );
    const refused = await failureOf(closed.getAllCategories());
    expect(refused.message).toBe('An error occurred');
    expect(refused.status).toBeNull();
  });

  it('fails only the faulted path', async () => {
    await stub.configure({ fault: { kind: '500', paths: ['/api/awards-get'] } });
    await failureOf(api.getAwards());
    expect((await api.getNews()).length).toBeGreaterThan(0);
  });
});

describe('HTTP adapter during an outage', () => {
  let folder: string;
  let kept: HospitalApi;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'last-good-'));
    kept = createHospitalApi(
      httpTransport({
        baseUrl: stub.apiUrl,
        timeoutMs: 1500,
        revalidate: 60,
        lastGood: lastGoodStore(folder),
      }),
    );
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it.each([
    ['a 500', { kind: '500' }],
    ['malformed JSON', { kind: 'malformed' }],
    ['a refused connection', { kind: 'refuse' }],
  ])('answers %s with the last good answer to the same request', async (_name, fault) => {
    const good = await kept.getDoctors();
    const categories = await kept.getAllCategories();
    await stub.configure({ fault });
    expect(await kept.getDoctors()).toEqual(good);
    expect(await kept.getAllCategories()).toEqual(categories);
  });

  it('keeps the answers on disk, so a restarted site still has them', async () => {
    const good = await kept.getCareers();
    await stub.configure({ fault: { kind: '500' } });
    const restarted = createHospitalApi(
      httpTransport({
        baseUrl: stub.apiUrl,
        timeoutMs: 1500,
        revalidate: 60,
        lastGood: lastGoodStore(folder),
      }),
    );
    expect(await restarted.getCareers()).toEqual(good);
  });

  it('still fails a request it never answered, and never hides a real "not found"', async () => {
    await stub.configure({ fault: { kind: '500', paths: ['/api/awards-get'] } });
    await expect(kept.getAwards()).rejects.toBeInstanceOf(HospitalApiError);
    await stub.configure({ fault: null });
    expect(await kept.getDoctorBySlug('no-such-doctor')).toBeNull();
  });

  it('tells a profile from an unknown address by the doctors list when the single read fails', async () => {
    await kept.getDoctors();
    await stub.configure({
      fault: { kind: '500', paths: ['/api/product-get-slug', '/api/products-get'] },
    });
    expect((await kept.getDoctorBySlug(aDoctor.slug))?.name).toBe(aDoctor.name.trim());
    expect(await kept.getDoctorBySlug('no-such-doctor')).toBeNull();
  });

  it("does not keep searches by a visitor's text, whose variety has no end", async () => {
    await kept.searchCategories({ page: 1, pageSize: 5, search: 'card' });
    await kept.searchCategories({ page: 1, pageSize: 5, search: '' });
    await stub.configure({ fault: { kind: '500' } });
    await expect(
      kept.searchCategories({ page: 1, pageSize: 5, search: 'card' }),
    ).rejects.toBeInstanceOf(HospitalApiError);
    expect((await kept.searchCategories({ page: 1, pageSize: 5, search: '' })).items).toHaveLength(
      5,
    );
  });
});

describe('HTTP adapter with a circuit breaker', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'last-good-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  function withBreaker() {
    const told: string[] = [];
    const fellBack: string[][] = [];
    let open = false;
    const breaker = {
      allows: () => !open,
      succeeded: () => told.push('succeeded'),
      failed: (timedOut: boolean) => {
        told.push(timedOut ? 'timed out' : 'failed');
        open = true;
      },
      get state() {
        return open ? ('open' as const) : ('closed' as const);
      },
    };
    const api = createHospitalApi(
      httpTransport({
        baseUrl: stub.apiUrl,
        timeoutMs: 500,
        revalidate: 60,
        lastGood: lastGoodStore(folder),
        breaker,
        onFallback: (tags) => void fellBack.push(tags),
      }),
    );
    return { api, told, fellBack };
  }

  it('tells the breaker of a timeout, and while it is open answers from what it kept without asking', async () => {
    const { api, told, fellBack } = withBreaker();
    const good = await api.getAwards();
    await stub.configure({ fault: { kind: 'slow', ms: 5_000 } });
    const started = Date.now();
    expect(await api.getAwards()).toEqual(good);
    expect(told).toEqual(['succeeded', 'timed out']);
    await stub.configure({ fault: null });
    const asked = await stub.requestCount();
    expect(await api.getAwards()).toEqual(good);
    // The upstream answers again, but an open circuit keeps calls from it.
    expect(await stub.requestCount()).toBe(asked);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fellBack).toEqual([['awards'], ['awards']]);
    await expect(api.getNews()).rejects.toBeInstanceOf(HospitalApiError);
  });

  it('counts a real "not found" as an answer, not a failure', async () => {
    const { api, told } = withBreaker();
    expect(await api.getDoctorBySlug('no-such-doctor')).toBeNull();
    expect(told).toEqual(['succeeded']);
  });
});

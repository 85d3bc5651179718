/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import type {
  CachedFetchValue,
  GetIncrementalFetchCacheContext,
  IncrementalCachedAppPageValue,
} from 'next/dist/server/response-cache/types';
import { nextCache as nextCacheOver, pageContexts } from '../../test-support/next-cache';
import LocalCacheHandler, { keptOnDisk } from './local-cache-handler.mjs';

// The handler under Next's own incremental cache, on a build folder of its own whose manifest
// says which addresses the build prerendered.

const PRERENDERED = ['/', '/doctors/list/page=1', '/doctors/list/city=GT Road Amritsar&page=1'];

let buildDir: string;
let serverDistDir: string;

beforeAll(() => {
  buildDir = mkdtempSync(join(tmpdir(), 'local-cache-'));
  serverDistDir = join(buildDir, 'server');
  mkdirSync(serverDistDir);
  const routes = Object.fromEntries(PRERENDERED.map((address) => [address, {}]));
  writeFileSync(join(buildDir, 'prerender-manifest.json'), JSON.stringify({ routes }));
});

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

/** Next's cache over the handler, on this build folder, with a memory copy as `next start` has. */
const nextCache = () =>
  nextCacheOver(LocalCacheHandler, {
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir,
    maxMemoryCacheSize: 10 * 1024 * 1024,
  });

const { pageGet, pageSet } = pageContexts('/doctors/list/[filters]/page');

function pageValue(heading: string): IncrementalCachedAppPageValue {
  return {
    kind: 'APP_PAGE' as IncrementalCachedAppPageValue['kind'],
    html: `<h1>${heading}</h1>`,
    rscData: Buffer.from(heading),
    status: 200,
    postponed: undefined,
    headers: {},
    segmentData: undefined,
  };
}

/** Every file under the build folder whose path holds `text`. */
function filesNamed(text: string): string[] {
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((path) =>
    path.includes(text),
  );
}

describe('the cache of a site without Redis', () => {
  it('writes a render of an address the build prerendered to disk, and reads it back', async () => {
    const cache = nextCache();
    const address = '/doctors/list/city=GT Road Amritsar&page=1';
    await cache.set(address, pageValue('Doctors in GT Road Amritsar'), pageSet);

    expect(filesNamed('city=GT Road Amritsar&page=1.html')).toHaveLength(1);
    const entry = await nextCache().get(address, pageGet);
    expect(entry?.value).toMatchObject({ html: '<h1>Doctors in GT Road Amritsar</h1>' });
  });

  it('keeps a search in memory only: answered again from the cache, with no file on disk', async () => {
    const cache = nextCache();
    const searches = Array.from({ length: 20 }, (_, index) => `q=name${index}&page=1`);
    for (const search of searches) {
      await cache.set(`/doctors/list/${search}`, pageValue(search), pageSet);
    }

    for (const search of searches) {
      const entry = await nextCache().get(`/doctors/list/${search}`, pageGet);
      expect(entry?.value).toMatchObject({ html: `<h1>${search}</h1>` });
    }
    expect(filesNamed('q=name')).toEqual([]);
  });

  it('writes fetched data to disk, as Next does', async () => {
    const cache = nextCache();
    const value: CachedFetchValue = {
      kind: 'FETCH' as CachedFetchValue['kind'],
      data: { headers: {}, body: '[]', url: 'https://api.example/doctors' },
      revalidate: 300,
    };
    await cache.set('fetch-key-doctors', value, {
      fetchCache: true,
      fetchUrl: 'https://api.example/doctors',
      tags: ['doctors'],
      isImplicitBuildTimeCache: false,
    });

    expect(filesNamed('fetch-key-doctors')).toHaveLength(1);
    const fetchGet: GetIncrementalFetchCacheContext = {
      kind: 'FETCH' as GetIncrementalFetchCacheContext['kind'],
      revalidate: 300,
      tags: ['doctors'],
      softTags: [],
    };
    expect((await nextCache().get('fetch-key-doctors', fetchGet))?.value).toEqual(value);
  });
});

describe('keptOnDisk', () => {
  const key = (pagePath: string) => `/route-cache/APP_PAGE/${'ab12'.repeat(16)}/$${pagePath}`;

  it('reads Next\u2019s page path back to the address: "/" is written /index', () => {
    expect(keptOnDisk(key('/index'), serverDistDir)).toBe(true);
    expect(keptOnDisk(key('/doctors/list/page=1'), serverDistDir)).toBe(true);
    expect(keptOnDisk(key('/doctors/list/page=2'), serverDistDir)).toBe(false);
  });

  it('writes a key of another form to disk; with no manifest to read, no render', () => {
    expect(keptOnDisk('/some/fetch/key', serverDistDir)).toBe(true);
    expect(keptOnDisk(key('/doctors/list/page=1'), join(buildDir, 'missing', 'server'))).toBe(
      false,
    );
  });
});

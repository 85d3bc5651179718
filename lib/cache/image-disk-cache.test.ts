/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createImageDiskCache } from './image-disk-cache.mjs';

const image = (bytes: number, etag = 'etag') => ({
  kind: 'IMAGE',
  buffer: Buffer.alloc(bytes, 7),
  etag,
  extension: 'webp',
  upstreamEtag: 'upstream',
  revalidate: 14_400,
});

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'image-cache-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe('the image disk cache', () => {
  it('gives back what it kept, as Next reads a cache entry, from this instance and the next', () => {
    const before = Date.now();
    createImageDiskCache({ directory }).set('abc_DEF-123', image(1_000));
    // A new process (a restart, or another instance of the build) finds it on disk.
    const entry = createImageDiskCache({ directory }).get('abc_DEF-123');
    expect(entry?.lastModified).toBeGreaterThanOrEqual(before);
    expect(entry?.value).toEqual(image(1_000));
  });

  it('answers a miss for an image it never kept, or a key that is not a file name', () => {
    const cache = createImageDiskCache({ directory });
    expect(cache.get('never-kept')).toBeNull();
    cache.set('../escape', image(10));
    expect(cache.get('../escape')).toBeNull();
    expect(readdirSync(directory)).toEqual([]);
  });

  it('stays within its size, the least recently used out first', () => {
    const cache = createImageDiskCache({ directory, maxBytes: 3_000 });
    cache.set('one', image(1_000));
    cache.set('two', image(1_000));
    cache.set('three', image(1_000));
    cache.get('one');
    cache.set('four', image(1_000));
    expect(cache.bytes).toBe(3_000);
    expect(cache.get('two')).toBeNull();
    for (const key of ['one', 'three', 'four']) expect(cache.get(key)).not.toBeNull();
    // An image larger than the whole cache is not kept at all.
    cache.set('huge', image(4_000));
    expect(cache.get('huge')).toBeNull();
    expect(cache.bytes).toBe(3_000);
  });

  it('replaces an image kept again under its key, counting its size once', () => {
    const cache = createImageDiskCache({ directory, maxBytes: 10_000 });
    cache.set('same', image(1_000, 'first'));
    cache.set('same', image(2_000, 'second'));
    expect(cache.bytes).toBe(2_000);
    expect((cache.get('same')?.value as { etag: string }).etag).toBe('second');
  });
});

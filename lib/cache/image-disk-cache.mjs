import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** What the image optimiser's results may take on disk, together. */
export const IMAGE_CACHE_MAX_BYTES = 256 * 1024 * 1024;

/** Next's cache keys for images are hashes; anything else is not a name for a file here. */
const KEY = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The image optimiser's results (/_next/image) on disk, least recently used first out once they
 * pass `maxBytes`: each is a `.bin` file of the encoded image beside a `.json` of what Next needs
 * to send it again. Without a cache every request fetched the original from the hospital API and
 * encoded it anew (five identical requests, five fetches). Next keeps its own image cache on disk
 * only while it also writes every page it renders there, which the site turns off, so the cache
 * handlers keep images here instead, for every instance of a build that shares the folder.
 * Nothing here throws: a failed read is a miss, a failed write leaves the image uncached.
 */
export function createImageDiskCache({ directory, maxBytes = IMAGE_CACHE_MAX_BYTES }) {
  // Sizes by key, least recently used first; read from the folder on first use.
  let sizes;
  let total = 0;

  const paths = (key) => ({
    bytes: join(directory, `${key}.bin`),
    meta: join(directory, `${key}.json`),
  });

  const index = () => {
    if (sizes) return sizes;
    sizes = new Map();
    let names = [];
    try {
      names = readdirSync(/* turbopackIgnore: true */ directory).filter((name) =>
        name.endsWith('.bin'),
      );
    } catch {
      // No folder yet.
    }
    const found = names
      .map((name) => {
        try {
          const { size, mtimeMs } = statSync(/* turbopackIgnore: true */ join(directory, name));
          return { key: name.slice(0, -'.bin'.length), size, mtimeMs };
        } catch {
          return null;
        }
      })
      .filter(Boolean)
      .sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { key, size } of found) {
      sizes.set(key, size);
      total += size;
    }
    return sizes;
  };

  const forget = (key) => {
    const size = index().get(key);
    if (size === undefined) return;
    sizes.delete(key);
    total -= size;
    const { bytes, meta } = paths(key);
    rmSync(/* turbopackIgnore: true */ bytes, { force: true });
    rmSync(/* turbopackIgnore: true */ meta, { force: true });
  };

  const writeAtomically = (file, data) => {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(/* turbopackIgnore: true */ temporary, data);
    renameSync(/* turbopackIgnore: true */ temporary, file);
  };

  return {
    /** The cached image under `key` as Next's cache handler answers it, or null. */
    get(key) {
      if (!KEY.test(key)) return null;
      const { bytes, meta } = paths(key);
      try {
        const { lastModified, ...fields } = JSON.parse(
          readFileSync(/* turbopackIgnore: true */ meta, 'utf8'),
        );
        const buffer = readFileSync(/* turbopackIgnore: true */ bytes);
        const size = index().get(key);
        if (size !== undefined) {
          sizes.delete(key);
          sizes.set(key, size);
        }
        return { lastModified, value: { ...fields, kind: 'IMAGE', buffer } };
      } catch {
        return null;
      }
    },

    /** Keeps an image value ({ kind: 'IMAGE', buffer, etag, extension, … }) under `key`. */
    set(key, value) {
      if (!KEY.test(key) || !value?.buffer || value.buffer.byteLength > maxBytes) return;
      const { buffer, kind: _kind, ...fields } = value;
      try {
        index();
        forget(key);
        mkdirSync(/* turbopackIgnore: true */ directory, { recursive: true });
        const { bytes, meta } = paths(key);
        writeAtomically(bytes, buffer);
        writeAtomically(meta, JSON.stringify({ ...fields, lastModified: Date.now() }));
        sizes.set(key, buffer.byteLength);
        total += buffer.byteLength;
        for (const [oldest] of sizes) {
          if (total <= maxBytes) break;
          forget(oldest);
        }
      } catch (error) {
        console.warn(
          `[cache] could not keep an optimised image on disk (${error?.code ?? 'error'})`,
        );
      }
    },

    /** Bytes held, for tests. */
    get bytes() {
      index();
      return total;
    },
  };
}

// Next's own file-system cache, for a site without Redis (next.config.mjs names this file as
// `cacheHandler` when REDIS_URL is not set), with its disk bounded.
//
// Next writes every render it caches to disk, under .next/server/route-cache. Every search of a
// list is a render of its own (/doctors?q=… becomes /doctors/list/q=…), so a crawler or a bot
// trying names would add files, about 100 KB a search, until the disk is full. Here only the
// addresses the build prerendered (prerender-manifest.json) and fetched data are written to disk:
// their number is fixed by the catalogue. Any other render stays in Next's memory copy, which
// Next bounds (cacheMaxMemorySize, 50 MB by default) and which a restart empties.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node reads the CommonJS module whole; Jest's transform hands over its default export.
const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;

/** Next's key for a cached render: /route-cache/{kind}/{source route's hash}/${page path}. */
const ROUTE_CACHE_KEY = /^\/route-cache\/[A-Z_]+\/[0-9a-f]+\/\$(\/.*)$/;

/** The address a page path stands for: Next writes "/" as /index, and /index… as /index/index…. */
function addressOf(pagePath) {
  if (pagePath === '/index') return '/';
  return pagePath.startsWith('/index/') ? pagePath.slice('/index'.length) : pagePath;
}

const prerenderedByBuild = new Map();

/** The addresses the build in `serverDistDir` prerendered; none when its manifest cannot be read. */
function prerendered(serverDistDir) {
  let addresses = prerenderedByBuild.get(serverDistDir);
  if (!addresses) {
    try {
      const manifest = JSON.parse(
        readFileSync(join(serverDistDir, '..', 'prerender-manifest.json'), 'utf8'),
      );
      addresses = new Set(Object.keys(manifest.routes ?? {}));
    } catch {
      addresses = new Set();
    }
    prerenderedByBuild.set(serverDistDir, addresses);
  }
  return addresses;
}

/** Whether an entry goes to disk: fetched data, and renders of addresses the build prerendered. */
export function keptOnDisk(key, serverDistDir) {
  const match = ROUTE_CACHE_KEY.exec(key);
  if (!match) return true;
  return prerendered(serverDistDir).has(addressOf(match[1]));
}

export default class LocalCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // The same class and the same memory copy (a static of FileSystemCache), without the disk.
    this.memoryOnly = new FileSystemCache({ ...ctx, flushToDisk: false });
  }

  async set(key, data, ctx) {
    if (data && !keptOnDisk(key, this.serverDistDir)) return this.memoryOnly.set(key, data, ctx);
    return super.set(key, data, ctx);
  }
}

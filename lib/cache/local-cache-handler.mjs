// Next's cache for a site without Redis (next.config.mjs names this file as `cacheHandler` when
// REDIS_URL is unset): Next's own file-system cache for pages and data, with nothing written to
// disk while the site runs (`isrFlushToDisk: false`: every search is a render of its own, and a
// bot trying names would fill the disk), and the image optimiser's results on disk, bounded
// (image-disk-cache.mjs), which Next itself would keep only while it also wrote every page.
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { IMAGE_KIND, imagesOfBuild } from './images-of-build.mjs';

// Node reads the CommonJS module whole; Jest's transform hands over its default export.
const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;

export default class LocalCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.images = imagesOfBuild(ctx.serverDistDir);
  }

  async get(key, ctx) {
    if (ctx?.kind === IMAGE_KIND) return this.images.get(key);
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    if (ctx?.kind === IMAGE_KIND) return this.images.set(key, data);
    return super.set(key, data, ctx);
  }
}

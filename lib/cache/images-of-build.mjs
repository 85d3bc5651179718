import { join } from 'node:path';
import { createImageDiskCache } from './image-disk-cache.mjs';

const stores = new Map();

/** The image cache of the build whose server folder is `serverDistDir` (its cache/images). */
export function imagesOfBuild(serverDistDir) {
  const directory = join(serverDistDir ?? '.next/server', '..', 'cache', 'images');
  let store = stores.get(directory);
  if (!store) {
    store = createImageDiskCache({ directory });
    stores.set(directory, store);
  }
  return store;
}

/** Next's cache kind for the image optimiser's entries. */
export const IMAGE_KIND = 'IMAGE';

export const IMAGE_CACHE_MAX_BYTES: number;

export interface ImageDiskCache {
  get(key: string): { lastModified: number; value: Record<string, unknown> } | null;
  set(key: string, value: { kind: string; buffer: Buffer } & Record<string, unknown>): void;
  readonly bytes: number;
}

export function createImageDiskCache(options: {
  directory: string;
  maxBytes?: number;
}): ImageDiskCache;

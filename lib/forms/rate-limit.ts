export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  /** Most addresses tracked at once; beyond it the oldest window is forgotten. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * A fixed-window counter per key, in this process's memory: enough to stop one address from
 * flooding a form. Windows are kept in the order they started (a key is re-inserted when its
 * window restarts), so expired ones are always at the front: each hit drops those, and the map
 * never holds more than `maxKeys`. Every hit is O(1) amortised, however many addresses there are.
 * Several site instances each keep their own windows.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 50_000,
  now = Date.now,
}: RateLimiterOptions) {
  const windows = new Map<string, { start: number; count: number }>();

  function dropExpired(time: number) {
    for (const [key, window] of windows) {
      if (time - window.start < windowMs) break;
      windows.delete(key);
    }
  }

  return {
    /** Counts a request; `retryAfterSeconds` is set when the key is over its limit. */
    hit(key: string): { allowed: boolean; retryAfterSeconds: number } {
      const time = now();
      dropExpired(time);
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.delete(key);
        window = { start: time, count: 0 };
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)),
      };
    },
    /** How many keys are tracked (for tests). */
    get size() {
      return windows.size;
    },
  };
}

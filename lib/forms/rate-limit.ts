/**
 * A fixed-window counter per key, in this process's memory: enough to stop one address from
 * flooding a form. Several site instances each keep their own windows.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }) {
  const windows = new Map<string, { start: number; count: number }>();

  return {
    /** Counts a request; `retryAfterSeconds` is set when the key is over its limit. */
    hit(key: string): { allowed: boolean; retryAfterSeconds: number } {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
        if (windows.size > 10_000) sweep(time);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) };
    },
  };

  function sweep(time: number) {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  }
}

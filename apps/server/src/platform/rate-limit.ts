// A fixed-window counter per key, in this server's memory: enough to stop one noisy caller of an
// unauthenticated endpoint. Behind a load balancer each server counts on its own.
export interface RateLimiter {
  /** True when the call is within the limit (and counts it). */
  take(key: string, nowMs?: number): boolean;
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 10_000;
  return {
    take(key, nowMs = Date.now()) {
      const current = windows.get(key);
      if (!current || nowMs - current.start >= options.windowMs) {
        // Forget stale keys before the map grows without bound.
        if (windows.size >= maxKeys) {
          for (const [k, w] of windows) if (nowMs - w.start >= options.windowMs) windows.delete(k);
          if (windows.size >= maxKeys) windows.clear();
        }
        windows.set(key, { start: nowMs, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= options.limit;
    },
  };
}

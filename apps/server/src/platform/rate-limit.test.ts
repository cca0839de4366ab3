import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows `limit` calls per window and key, then refuses until the window passes', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.take('a', 10)).toBe(true);
    expect(limiter.take('a', 20)).toBe(false);
    expect(limiter.take('b', 20)).toBe(true);
    expect(limiter.take('a', 1000)).toBe(true);
  });
  it('stays bounded in memory', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 3 });
    for (const k of ['a', 'b', 'c', 'd']) expect(limiter.take(k, 0)).toBe(true);
    expect(limiter.take('d', 1)).toBe(false);
  });
});

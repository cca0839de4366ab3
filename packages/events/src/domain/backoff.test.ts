import { describe, expect, it } from 'vitest';
import { backoffSchedule, DEFAULT_BACKOFF, nextAttemptAt } from './backoff';

describe('hook retry backoff', () => {
  it('R-EVT-3 retries 6 times in all with waits growing five-fold, about a day end to end', () => {
    expect(DEFAULT_BACKOFF.maxAttempts).toBe(6);
    expect(backoffSchedule()).toEqual([90_000, 450_000, 2_250_000, 11_250_000, 56_250_000]);
    const total = backoffSchedule().reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(18);
    expect(total / 3_600_000).toBeLessThan(24);
  });
  it('schedules the next attempt from now, and gives up after the last', () => {
    expect(nextAttemptAt(1, 1_000)).toBe(91_000);
    expect(nextAttemptAt(2, 1_000)).toBe(451_000);
    expect(nextAttemptAt(5, 0)).toBe(56_250_000);
    expect(nextAttemptAt(6, 0)).toBeNull();
  });
  it('takes an injected policy (tests use milliseconds)', () => {
    const fast = { maxAttempts: 3, baseDelayMs: 10, factor: 2 };
    expect(nextAttemptAt(1, 0, fast)).toBe(10);
    expect(nextAttemptAt(2, 0, fast)).toBe(20);
    expect(nextAttemptAt(3, 0, fast)).toBeNull();
  });
});

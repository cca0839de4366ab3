// When a failed hook delivery is tried again (R-EVT-3): exponential backoff, then give up.

export interface BackoffPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Wait after the first failed attempt. */
  baseDelayMs: number;
  /** Each further wait is this many times longer. */
  factor: number;
}

/** 6 attempts over about 19 hours: waits of 1.5 min, 7.5 min, 37.5 min, 3.1 h and 15.6 h. */
export const DEFAULT_BACKOFF: BackoffPolicy = { maxAttempts: 6, baseDelayMs: 90_000, factor: 5 };

/**
 * After `attemptsMade` failed attempts: the time of the next one, or null when the delivery has
 * used them all and is marked failed.
 */
export function nextAttemptAt(attemptsMade: number, nowMs: number, policy = DEFAULT_BACKOFF): number | null {
  if (attemptsMade >= policy.maxAttempts) return null;
  return nowMs + Math.round(policy.baseDelayMs * policy.factor ** (attemptsMade - 1));
}

/** The whole schedule, for the settings page ("retried 5 times over about 19 hours"). */
export function backoffSchedule(policy = DEFAULT_BACKOFF): number[] {
  const waits: number[] = [];
  for (let made = 1; made < policy.maxAttempts; made += 1) {
    waits.push(Math.round(policy.baseDelayMs * policy.factor ** (made - 1)));
  }
  return waits;
}

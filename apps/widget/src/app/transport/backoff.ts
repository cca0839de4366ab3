// Reconnect delays: doubling from half a second up to 30 s, with jitter so many widgets do not reconnect in step.
export const MAX_BACKOFF_MS = 30_000;
/** Consecutive failures to open, without ever opening, after which the chat falls back to POST for good. */
export const FALLBACK_AFTER_FAILURES = 3;

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}

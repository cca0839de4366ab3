// Refresh rates of a source (R-KB-3) and when it is next due.
export const REFRESH_RATES = ['1h', '6h', '12h', '24h', '7d', 'never'] as const;
export type RefreshRate = (typeof REFRESH_RATES)[number];

const HOUR = 3_600_000;
export const REFRESH_INTERVAL_MS: Record<RefreshRate, number | null> = {
  '1h': HOUR,
  '6h': 6 * HOUR,
  '12h': 12 * HOUR,
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
  never: null,
};

export const isRefreshRate = (value: unknown): value is RefreshRate =>
  typeof value === 'string' && (REFRESH_RATES as readonly string[]).includes(value);

/** Epoch ms of the next refresh, or null when the source is never refreshed. */
export function nextRefreshAt(rate: RefreshRate, fromMs: number): number | null {
  const interval = REFRESH_INTERVAL_MS[rate];
  return interval === null ? null : fromMs + interval;
}

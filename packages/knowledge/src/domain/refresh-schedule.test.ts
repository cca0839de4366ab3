import { describe, expect, it } from 'vitest';
import { isRefreshRate, nextRefreshAt, REFRESH_RATES } from './refresh-schedule';

describe('refresh schedule', () => {
  it('R-KB-3 knows the six refresh rates', () => {
    expect(REFRESH_RATES).toEqual(['1h', '6h', '12h', '24h', '7d', 'never']);
    expect(isRefreshRate('7d')).toBe(true);
    expect(isRefreshRate('2h')).toBe(false);
  });

  it('computes the next refresh time', () => {
    const t = 1_700_000_000_000;
    expect(nextRefreshAt('1h', t)).toBe(t + 3_600_000);
    expect(nextRefreshAt('6h', t)).toBe(t + 21_600_000);
    expect(nextRefreshAt('12h', t)).toBe(t + 43_200_000);
    expect(nextRefreshAt('24h', t)).toBe(t + 86_400_000);
    expect(nextRefreshAt('7d', t)).toBe(t + 604_800_000);
    expect(nextRefreshAt('never', t)).toBeNull();
  });
});

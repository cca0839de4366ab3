import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);

describe('formatRelativeTime', () => {
  it('says "just now" under 45 seconds', () => {
    expect(formatRelativeTime(now - 10_000, now)).toBe('just now');
    expect(formatRelativeTime(now + 5_000, now)).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(formatRelativeTime(now - 50_000, now)).toBe('1 minute ago');
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatRelativeTime(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(formatRelativeTime(now - 24 * 3_600_000, now)).toBe('yesterday');
    expect(formatRelativeTime(now - 3 * 24 * 3_600_000, now)).toBe('3 days ago');
  });

  it('shows the date after a week, with the year only when it differs', () => {
    expect(formatRelativeTime(Date.UTC(2025, 2, 5, 12), now)).toBe('Mar 5');
    expect(formatRelativeTime(Date.UTC(2023, 10, 20, 12), now)).toBe('Nov 20, 2023');
  });
});

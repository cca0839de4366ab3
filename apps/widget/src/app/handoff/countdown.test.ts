import { describe, expect, it } from 'vitest';
import { formatClock, secondsLeft } from './countdown';

describe('the handoff countdown', () => {
  it('R-HND-3 R-HND-15 counts whole seconds down to the deadline, 60 s by default', () => {
    const requestedAt = 1_000_000;
    const deadline = requestedAt + 60_000;
    expect(secondsLeft(deadline, requestedAt)).toBe(60);
    expect(formatClock(secondsLeft(deadline, requestedAt) ?? -1)).toBe('1:00');
    expect(secondsLeft(deadline, requestedAt + 200)).toBe(60);
    expect(secondsLeft(deadline, requestedAt + 1000)).toBe(59);
    expect(formatClock(secondsLeft(deadline, requestedAt + 50_500) ?? -1)).toBe('0:10');
  });

  it('R-HND-6 stops at 0:00 past the deadline (the server then returns the chat to the AI)', () => {
    expect(secondsLeft(5000, 5000)).toBe(0);
    expect(secondsLeft(5000, 9000)).toBe(0);
    expect(formatClock(0)).toBe('0:00');
  });

  it('has nothing to count without a deadline', () => {
    expect(secondsLeft(null, 1)).toBeNull();
  });

  it('formats long waits with hours', () => {
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(3605)).toBe('1:00:05');
  });
});

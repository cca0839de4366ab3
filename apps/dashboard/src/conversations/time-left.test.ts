import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('time left before a request times out', () => {
  const now = 1_700_000_000_000;

  it('R-HND-3 counts down whole seconds to the deadline, rounding up', () => {
    expect(timeLeft(now + 60_000, now)).toEqual({
      seconds: 60,
      label: '1:00 left',
      urgent: false,
      overdue: false,
    });
    expect(timeLeft(now + 41_200, now)?.label).toBe('0:42 left');
    expect(timeLeft(now + 725_000, now)?.label).toBe('12:05 left');
    expect(timeLeft(now + 3_900_000, now)?.label).toBe('1h 05m left');
  });

  it('is urgent in the last 15 seconds and "Timing out" once past the deadline', () => {
    expect(timeLeft(now + 15_000, now)).toMatchObject({ seconds: 15, urgent: true, overdue: false });
    expect(timeLeft(now + 16_000, now)?.urgent).toBe(false);
    expect(timeLeft(now, now)).toEqual({ seconds: 0, label: 'Timing out', urgent: true, overdue: true });
    expect(timeLeft(now - 5_000, now)?.label).toBe('Timing out');
  });

  it('has nothing to show without a deadline', () => {
    expect(timeLeft(null, now)).toBeNull();
  });
});

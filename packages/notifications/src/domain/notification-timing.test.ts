import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alertOffsets,
  isIgnored,
  isRecent,
  scheduleAlerts,
  TOAST_MS,
  type ToastCandidate,
  toastToShow,
} from './notification-timing';

const T0 = 1_700_000_000_000;
const note = (over: Partial<ToastCandidate> = {}): ToastCandidate => ({
  ID: 'eu:1',
  ts: T0,
  seen: false,
  notificationLevel: 2,
  notifyOnly: [],
  ...over,
});

describe('toasts and alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('R-NTF-5 the latest unseen notification is the one to toast, for 5000 ms', () => {
    const older = note({ ID: 'eu:1', ts: T0 - 1000 });
    const latest = note({ ID: 'na:9', ts: T0 });
    expect(toastToShow([older, latest], Date.now(), null)).toBe(latest);
    expect(toastToShow([latest, older], Date.now(), null)).toBe(latest);
    expect(TOAST_MS).toBe(5000);
  });

  it('R-NTF-5 nothing toasts when the latest one was already seen (an older unseen one stays quiet)', () => {
    const unseenOlder = note({ ID: 'eu:1', ts: T0 - 1000 });
    const seenLatest = note({ ID: 'eu:2', ts: T0, seen: true });
    expect(toastToShow([unseenOlder, seenLatest], Date.now(), null)).toBeNull();
    expect(toastToShow([], Date.now(), null)).toBeNull();
  });

  it('R-NTF-6 ignores a notification older than 120 s (fake clock)', () => {
    const n = note();
    vi.advanceTimersByTime(120_000);
    expect(isIgnored(n, Date.now(), null)).toBe(false);
    expect(toastToShow([n], Date.now(), null)).toBe(n);
    vi.advanceTimersByTime(1);
    expect(isIgnored(n, Date.now(), null)).toBe(true);
    expect(toastToShow([n], Date.now(), null)).toBeNull();
  });

  it('R-NTF-6 ignores a notification whose notifyOnly list excludes the client', () => {
    const forOthers = note({ notifyOnly: ['client-a', 'client-b'] });
    expect(isIgnored(forOthers, T0, 'client-c')).toBe(true);
    expect(isIgnored(forOthers, T0, 'client-b')).toBe(false);
    expect(isIgnored(note({ notifyOnly: [] }), T0, 'client-c')).toBe(false);
    // Workspace people are not clients: notifyOnly does not apply to them.
    expect(isIgnored(forOthers, T0, null)).toBe(false);
  });

  it('R-NTF-7 recent means under 60 s (fake clock)', () => {
    const n = note();
    vi.advanceTimersByTime(59_999);
    expect(isRecent(n, Date.now())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isRecent(n, Date.now())).toBe(false);
  });

  it('R-HND-9 a handoff request plays a second alert 2 s after the first (fake clock)', () => {
    const play = vi.fn();
    scheduleAlerts(alertOffsets(note({ notificationLevel: 2 }), Date.now()), play);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('R-HND-9 a visitor message alerts once; a notification no longer recent stays silent', () => {
    expect(alertOffsets(note({ notificationLevel: 1 }), T0)).toEqual([0]);
    expect(alertOffsets(note({ notificationLevel: 2 }), T0 + 60_000)).toEqual([]);
  });

  it('R-HND-9 the second alert is cancelled with the toast', () => {
    const play = vi.fn();
    const cancel = scheduleAlerts([0, 2000], play);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(play).toHaveBeenCalledTimes(1);
  });
});

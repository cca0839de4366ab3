// When a notification is toasted, counted as recent, and alerted twice (R-NTF-5..7, R-HND-9).
import { LEVEL_REQUEST, type NotificationLevel } from './notification-settings';

/** R-NTF-5: a toast stays 5 s. */
export const TOAST_MS = 5000;
/** R-NTF-6: older notifications never toast. */
export const IGNORE_AFTER_MS = 120_000;
/** R-NTF-7: 'recent' is under 60 s. */
export const RECENT_MS = 60_000;
/** R-HND-9: the second alert sound, 2 s after the first. */
export const SECOND_ALERT_MS = 2000;

/** The fields of R-NTF-2's notification document these rules read. */
export interface ToastCandidate {
  ID: string;
  ts: number;
  seen: boolean;
  notificationLevel: NotificationLevel;
  /** R-NTF-2: client ids the notification is for; empty = everyone who can see it. */
  notifyOnly: string[];
}

/** R-NTF-6: too old, or meant for other clients. `viewerClientId` is null for workspace people. */
export function isIgnored(n: ToastCandidate, now: number, viewerClientId: string | null): boolean {
  if (now - n.ts > IGNORE_AFTER_MS) return true;
  return viewerClientId !== null && n.notifyOnly.length > 0 && !n.notifyOnly.includes(viewerClientId);
}

/** R-NTF-7. */
export const isRecent = (n: Pick<ToastCandidate, 'ts'>, now: number) => now - n.ts < RECENT_MS;

/**
 * R-NTF-5: the latest notification (of any level), when unseen and not ignored, is the one to toast
 * (and then mark seen). Older unseen ones stay in the list without a toast.
 */
export function toastToShow<T extends ToastCandidate>(
  list: readonly T[],
  now: number,
  viewerClientId: string | null,
): T | null {
  let latest: T | null = null;
  for (const n of list) if (!latest || n.ts > latest.ts) latest = n;
  if (!latest || latest.seen || isIgnored(latest, now, viewerClientId)) return null;
  return latest;
}

/**
 * The alert sounds for a toast, in ms after it shows: none for a notification that is no longer recent
 * (a page opened 90 s after a message should not startle anyone), one for a message, and for a handoff
 * request a second one 2 s later (R-HND-9).
 */
export function alertOffsets(n: Pick<ToastCandidate, 'ts' | 'notificationLevel'>, now: number): number[] {
  if (!isRecent(n, now)) return [];
  return n.notificationLevel === LEVEL_REQUEST ? [0, SECOND_ALERT_MS] : [0];
}

/** Plays the alerts with the given timer (the browser's, or a fake clock in tests); returns a cancel. */
export function scheduleAlerts(
  offsets: readonly number[],
  play: () => void,
  timer: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void } = {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): () => void {
  const handles = offsets.map((ms) => {
    if (ms > 0) return timer.set(play, ms);
    play();
    return null;
  });
  return () => {
    for (const h of handles) if (h !== null) timer.clear(h);
  };
}

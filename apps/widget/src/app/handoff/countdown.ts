// The waiting panel's timer (R-HND-3, R-HND-15): whole seconds left until the request's deadline, as m:ss.

/** Seconds left, rounded up so the clock shows 0:00 only once the deadline has passed; null without one. */
export function secondsLeft(deadline: number | null, now: number): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 75 → '1:15'; an hour or more → '1:00:05'. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

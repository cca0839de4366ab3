// "5 minutes ago" style times for lists; older than a week shows the date.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** Both arguments in milliseconds. Agents' lastModified is unix seconds: multiply by 1000 first. */
export function formatRelativeTime(thenMs: number, nowMs: number = Date.now()): string {
  const diff = nowMs - thenMs;
  if (diff < 45_000) return 'just now';
  if (diff < HOUR) return relative.format(-Math.max(1, Math.round(diff / MINUTE)), 'minute');
  if (diff < DAY) return relative.format(-Math.round(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return relative.format(-Math.round(diff / DAY), 'day');
  const then = new Date(thenMs);
  const sameYear = then.getFullYear() === new Date(nowMs).getFullYear();
  return then.toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** Clock time of a message, e.g. "14:05", with the date when it is not today. */
export function formatMessageTime(tsMs: number, nowMs: number = Date.now()): string {
  const then = new Date(tsMs);
  const time = then.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (then.toDateString() === new Date(nowMs).toDateString()) return time;
  return `${then.toLocaleDateString('en', { month: 'short', day: 'numeric' })}, ${time}`;
}

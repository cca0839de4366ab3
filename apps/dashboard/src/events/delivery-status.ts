// How a hook delivery reads in the list: label, colour, and whether it can be retried now.
export interface DeliveryLike {
  status: string;
  attempts: number;
  nextAttemptAt: number | null;
}

export function deliveryBadge(d: DeliveryLike): { label: string; color: string } {
  if (d.status === 'delivered') return { label: 'Delivered', color: 'teal' };
  if (d.status === 'failed') return { label: 'Failed', color: 'red' };
  return d.attempts === 0 ? { label: 'Queued', color: 'blue' } : { label: 'Retrying', color: 'yellow' };
}

export const canRetry = (d: DeliveryLike): boolean =>
  d.status === 'failed' || (d.status === 'pending' && d.attempts > 0);

/** "about 2 h" for the retry schedule note. */
export function humanWait(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 360_000) / 10} h`;
}

import { describe, expect, it } from 'vitest';
import { canRetry, deliveryBadge, humanWait } from './delivery-status';

describe('delivery status', () => {
  it('labels each state of a delivery', () => {
    expect(deliveryBadge({ status: 'delivered', attempts: 1, nextAttemptAt: null }).label).toBe('Delivered');
    expect(deliveryBadge({ status: 'failed', attempts: 6, nextAttemptAt: null }).label).toBe('Failed');
    expect(deliveryBadge({ status: 'pending', attempts: 0, nextAttemptAt: 1 }).label).toBe('Queued');
    expect(deliveryBadge({ status: 'pending', attempts: 2, nextAttemptAt: 1 }).label).toBe('Retrying');
  });
  it('offers a retry for failed and retrying deliveries only', () => {
    expect(canRetry({ status: 'failed', attempts: 6, nextAttemptAt: null })).toBe(true);
    expect(canRetry({ status: 'pending', attempts: 1, nextAttemptAt: 5 })).toBe(true);
    expect(canRetry({ status: 'pending', attempts: 0, nextAttemptAt: 5 })).toBe(false);
    expect(canRetry({ status: 'delivered', attempts: 1, nextAttemptAt: null })).toBe(false);
  });
  it('writes waits in readable units', () => {
    expect(humanWait(90_000)).toBe('2 min');
    expect(humanWait(11_250_000)).toBe('3.1 h');
    expect(humanWait(5_000)).toBe('5 s');
  });
});

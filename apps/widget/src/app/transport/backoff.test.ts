import { describe, expect, it } from 'vitest';
import { backoffDelay, MAX_BACKOFF_MS } from './backoff';

describe('reconnect backoff', () => {
  it('doubles from 500 ms with ±25 % jitter, capped at 30 s', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(500);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(3, () => 0)).toBe(3000);
    expect(backoffDelay(3, () => 1)).toBe(5000);
    expect(backoffDelay(20, () => 0.5)).toBe(MAX_BACKOFF_MS);
  });
});

describe('the cancel message', () => {
  it("R-WCV-8 is the contract's '@cancel:'", async () => {
    const { CANCEL_PREFIX } = await import('@parley/contract/interact-socket');
    const { CANCEL_TEXT } = await import('./socket-link');
    expect(CANCEL_TEXT).toBe(CANCEL_PREFIX);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeSessionCookie, encodeSessionCookie, SESSION_LIFETIME_MS } from './session-policy';

describe('session policy', () => {
  it('R-ONB-4 the token cookie lasts 2,592,000,000 ms (30 days)', () => {
    expect(SESSION_LIFETIME_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });
  it('round-trips the region and rejects malformed cookies', () => {
    const token = 'a'.repeat(43);
    expect(decodeSessionCookie(encodeSessionCookie('na', token))).toEqual({ region: 'na', token });
    expect(decodeSessionCookie('xx.abc')).toBeNull();
    expect(decodeSessionCookie('eu.')).toBeNull();
    expect(decodeSessionCookie('eu.<script>')).toBeNull();
    expect(decodeSessionCookie(undefined)).toBeNull();
  });
});

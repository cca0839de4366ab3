import { describe, expect, it } from 'vitest';
import { CUSTOM_TOKEN_TTL_MS, decodeCustomToken, digestCustomToken, encodeCustomToken } from './custom-token';

describe('custom sign-in tokens', () => {
  const random = 'a'.repeat(40);
  it('R-ONB-5 carry the region and workspace, expire in minutes, and are stored as a digest', () => {
    const token = encodeCustomToken('na', 'abcdefghijklmno', random);
    expect(decodeCustomToken(token)).toEqual({ region: 'na', uid: 'abcdefghijklmno' });
    expect(CUSTOM_TOKEN_TTL_MS).toBe(300_000);
    expect(digestCustomToken(token)).not.toContain(random);
    expect(digestCustomToken(token)).toHaveLength(43);
  });
  it('refuses anything else', () => {
    expect(decodeCustomToken(`xx.abcdefghijklmno.${random}`)).toBeNull();
    expect(decodeCustomToken(`eu.abc.${random}`)).toBeNull();
    expect(decodeCustomToken('eu.abcdefghijklmno.short')).toBeNull();
    expect(decodeCustomToken(`eu.abcdefghijklmno.${random}.x`)).toBeNull();
  });
});

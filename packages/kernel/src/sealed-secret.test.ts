import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyring } from './sealed-secret';

describe('sealed secrets', () => {
  const keyring = createKeyring(randomBytes(32));
  it('round-trips and never stores the plain text', () => {
    const sealed = keyring.seal('vg_abcdefghijklmnopqrst');
    expect(sealed).not.toContain('abcdefghijklmnopqrst');
    expect(keyring.open(sealed)).toBe('vg_abcdefghijklmnopqrst');
  });
  it('digests are stable per key and differ across keys', () => {
    expect(keyring.digest('x')).toBe(keyring.digest('x'));
    expect(createKeyring(randomBytes(32)).digest('x')).not.toBe(keyring.digest('x'));
  });
  it('rejects a tampered secret', () => {
    const sealed = keyring.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => keyring.open(parts.join('.'))).toThrow();
  });
});

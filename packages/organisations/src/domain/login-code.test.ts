import { describe, expect, it } from 'vitest';
import { codeMaterial, newLoginCode, normaliseCode, sameDigest } from './login-code';

describe('login codes', () => {
  it('R-CLA-3 are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newLoginCode()).toMatch(/^\d{6}$/);
  });
  it('ignore spaces and dashes the reader typed', () => {
    expect(normaliseCode(' 123-456 ')).toBe('123456');
  });
  it('are bound to their client and compared exactly', () => {
    expect(codeMaterial('a', '123456')).not.toBe(codeMaterial('b', '123456'));
    expect(sameDigest('abc', 'abc')).toBe(true);
    expect(sameDigest('abc', 'abd')).toBe(false);
    expect(sameDigest('abc', 'abcd')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { contentHash, normaliseText } from './content-hash';

describe('content hash', () => {
  it('ignores line-ending and spacing differences', () => {
    expect(normaliseText('  a \r\n\r\n\r\n b\t c  ')).toBe('a\n\nb c');
    expect(contentHash('a\r\nb')).toBe(contentHash('a \n b'));
  });

  it('is the sha256 of the normalised text', () => {
    expect(contentHash('hello')).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    expect(contentHash('hello')).not.toBe(contentHash('hello!'));
  });
});

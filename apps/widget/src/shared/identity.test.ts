import { describe, expect, it } from 'vitest';
import { cleanIdentity } from './identity';

describe('cleanIdentity', () => {
  it('keeps trimmed name and email', () => {
    expect(cleanIdentity({ name: '  Ada Lovelace ', email: 'ada@example.com' })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('drops blank, non-string and unknown fields', () => {
    expect(cleanIdentity({ name: '   ', email: 42, admin: true })).toEqual({});
    expect(cleanIdentity(null)).toEqual({});
    expect(cleanIdentity('Ada')).toEqual({});
  });

  it('caps each field at 200 characters', () => {
    expect(cleanIdentity({ name: 'x'.repeat(500) }).name).toHaveLength(200);
  });
});

import { describe, expect, it } from 'vitest';
import { CLIENT_ALPHABET, generateClientPassword, newClientId } from './client-credentials';

describe('client credentials', () => {
  it('R-ORG-6 a client id and a generated password are 15 letters or digits', () => {
    for (const make of [newClientId, generateClientPassword]) {
      const value = make();
      expect(value).toHaveLength(15);
      expect(value).toMatch(/^[A-Za-z0-9]{15}$/);
    }
  });

  it('R-ORG-6 never uses look-alike characters (0 O o 1 I l)', () => {
    expect(CLIENT_ALPHABET).not.toMatch(/[0Oo1Il]/);
    const many = Array.from({ length: 500 }, generateClientPassword).join('');
    expect(many).not.toMatch(/[0Oo1Il]/);
  });

  it('R-ORG-6 is random: 1000 passwords are all different and use the whole alphabet', () => {
    const values = Array.from({ length: 1000 }, generateClientPassword);
    expect(new Set(values).size).toBe(1000);
    expect(new Set(values.join('')).size).toBe(CLIENT_ALPHABET.length);
    expect(newClientId()).not.toBe(newClientId());
  });
});

import { describe, expect, it } from 'vitest';
import { invalidAccessPath, normaliseEmail, validateClientInput } from './validate-client-input';

const full = { name: 'Ada', email: 'ada@example.com', password: 'Abcdefghijk2345' };
const add = { requirePassword: true };
const edit = { requirePassword: false };

describe('validateClientInput', () => {
  it('R-ORG-4 accepts a client with name, e-mail and password', () => {
    expect(validateClientInput(full, add)).toBeNull();
    expect(validateClientInput({ ...full, canAccess: ['/home', '/convos', '/c/my-page_2'] }, add)).toBeNull();
  });

  it("R-ORG-4 a missing or blank name, e-mail or password: 'Please fill out all fields.'", () => {
    for (const broken of [
      { ...full, name: '' },
      { ...full, name: '   ' },
      { ...full, email: '' },
      { ...full, password: '' },
      { name: full.name, email: full.email },
      { email: full.email, password: full.password },
    ]) {
      expect(validateClientInput(broken, add)).toBe('Please fill out all fields.');
    }
  });

  it('R-ORG-4 an edit may leave the password out, but not blank it', () => {
    expect(validateClientInput({ name: 'Ada', email: 'ada@example.com' }, edit)).toBeNull();
    expect(validateClientInput({ ...full, password: ' ' }, edit)).toBe('Please fill out all fields.');
  });

  it('refuses a malformed e-mail', () => {
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com']) {
      expect(validateClientInput({ ...full, email }, add)).toBe('Please enter a valid email address');
    }
  });

  it('R-ORG-1 canAccess entries are section paths', () => {
    for (const path of ['home', '/', '/home/', 'https://x.com/home', '/ho me', '//home']) {
      expect(validateClientInput({ ...full, canAccess: ['/home', path] }, add)).toBe(invalidAccessPath(path));
    }
  });

  it('R-ORG-5 e-mails compare case-insensitively', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

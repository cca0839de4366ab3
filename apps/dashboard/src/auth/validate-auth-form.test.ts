import { AUTH_MESSAGES } from '@parley/messages/auth';
import { describe, expect, it } from 'vitest';
import { hasErrors, validateSignIn, validateSignUp } from './validate-auth-form';

describe('auth form validation', () => {
  it('accepts a complete sign-up', () => {
    expect(validateSignUp({ email: 'ana@example.com', password: '12345678', displayName: 'Ana' })).toEqual(
      {},
    );
  });

  it('rejects a short password, a bad e-mail and an empty name with the contract messages', () => {
    const errors = validateSignUp({ email: 'ana@', password: '1234567', displayName: '  ' });
    expect(errors).toEqual({
      email: AUTH_MESSAGES.invalidEmail,
      password: AUTH_MESSAGES.passwordTooShort,
      displayName: AUTH_MESSAGES.displayNameRequired,
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('needs a password to sign in, of any length', () => {
    expect(validateSignIn({ email: 'ana@example.com', password: '' })).toEqual({
      password: AUTH_MESSAGES.passwordRequired,
    });
    expect(validateSignIn({ email: 'ana@example.com', password: 'x' })).toEqual({});
  });
});

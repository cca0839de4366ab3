// Client-side checks before calling the API: the same rules and messages as the server's contract.
import { AUTH_MESSAGES } from '@parley/messages/auth';

export type AuthField = 'email' | 'password' | 'displayName';
export type AuthFieldErrors = Partial<Record<AuthField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignIn(values: { email: string; password: string }): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (!EMAIL.test(values.email.trim())) errors.email = AUTH_MESSAGES.invalidEmail;
  if (!values.password) errors.password = AUTH_MESSAGES.passwordRequired;
  return errors;
}

export function validateSignUp(values: {
  email: string;
  password: string;
  displayName: string;
}): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (!values.displayName.trim()) errors.displayName = AUTH_MESSAGES.displayNameRequired;
  if (!EMAIL.test(values.email.trim())) errors.email = AUTH_MESSAGES.invalidEmail;
  if (values.password.length < 8) errors.password = AUTH_MESSAGES.passwordTooShort;
  return errors;
}

export const hasErrors = (errors: AuthFieldErrors) => Object.keys(errors).length > 0;

// The client sign-in form's rules (R-CLA-1..5, R-CLA-8): which buttons are enabled, the code step,
// and what the query string asks for.

export interface ClientLoginState {
  step: 'password' | 'code';
  email: string;
  password: string;
  code: string;
  /** R-CLA-8: the server said NOT_FOUND for this e-mail. */
  emailNotFound: boolean;
}

export const INITIAL_LOGIN: ClientLoginState = {
  step: 'password',
  email: '',
  password: '',
  code: '',
  emailNotFound: false,
};

/** R-CLA-2: Sign In needs a password (or, after a code was sent, the code); R-CLA-4: none without password login. */
export function canSignIn(state: ClientLoginState, passwordLoginDisabled: boolean): boolean {
  if (state.step === 'code') return state.email.trim() !== '' && state.code.trim() !== '';
  return !passwordLoginDisabled && state.email.trim() !== '' && state.password !== '';
}

/** R-CLA-2: Email Login Code needs the username (e-mail). */
export const canRequestCode = (state: ClientLoginState): boolean => state.email.trim() !== '';

/** R-CLA-3: after a code is requested the form shows the Login Code field. */
export const codeRequested = (state: ClientLoginState): ClientLoginState => ({
  ...state,
  step: 'code',
  code: '',
});

/** R-CLA-3: Resend and Cancel reset the code step (Cancel back to the first form). */
export const cancelCode = (state: ClientLoginState): ClientLoginState => ({
  ...state,
  step: 'password',
  code: '',
});

export type LoginIntent =
  | { kind: 'token'; token: string }
  | { kind: 'admin'; secret: string }
  | { kind: 'password'; email: string; password: string }
  | { kind: 'none' };

/** R-CLA-5, R-CLA-6, R-CLA-14: what the address asks for, one-tap token first. */
export function loginIntentOf(search: URLSearchParams): LoginIntent {
  const token = search.get('token');
  if (token) return { kind: 'token', token };
  const secret = search.get('secret');
  if (secret) return { kind: 'admin', secret };
  const email = search.get('username') ?? search.get('email');
  const password = search.get('password');
  if (email && password) return { kind: 'password', email, password };
  return { kind: 'none' };
}

/** Credentials never stay in the address bar or history once read. */
export function withoutCredentials(search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  for (const key of ['token', 'secret', 'password', 'username']) kept.delete(key);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

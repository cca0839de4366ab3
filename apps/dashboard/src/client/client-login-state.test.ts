import { describe, expect, it } from 'vitest';
import {
  cancelCode,
  canRequestCode,
  canSignIn,
  codeRequested,
  INITIAL_LOGIN,
  loginIntentOf,
  withoutCredentials,
} from './client-login-state';

const filled = { ...INITIAL_LOGIN, email: 'a@b.co', password: 'pw' };

describe('client sign-in form', () => {
  it('R-CLA-2 Sign In needs a password; Email Login Code needs the e-mail', () => {
    expect(canSignIn({ ...filled, password: '' }, false)).toBe(false);
    expect(canSignIn(filled, false)).toBe(true);
    expect(canRequestCode({ ...INITIAL_LOGIN, email: ' ' })).toBe(false);
    expect(canRequestCode({ ...INITIAL_LOGIN, email: 'a@b.co' })).toBe(true);
  });

  it('R-CLA-4 with password login disabled only the code signs in', () => {
    expect(canSignIn(filled, true)).toBe(false);
    const code = { ...codeRequested(filled), code: '123456' };
    expect(canSignIn(code, true)).toBe(true);
  });

  it('R-CLA-3 a requested code shows the code step; Resend clears it; Cancel returns to the first form', () => {
    const step = codeRequested(filled);
    expect(step).toMatchObject({ step: 'code', code: '' });
    expect(canSignIn(step, false)).toBe(false);
    expect(codeRequested({ ...step, code: '999' }).code).toBe('');
    expect(cancelCode({ ...step, code: '12' })).toMatchObject({ step: 'password', code: '' });
  });

  it('R-CLA-5 R-CLA-6 R-CLA-14 reads the sign-in the address asks for', () => {
    expect(loginIntentOf(new URLSearchParams('token=abc&secret=s'))).toEqual({ kind: 'token', token: 'abc' });
    expect(loginIntentOf(new URLSearchParams('secret=s'))).toEqual({ kind: 'admin', secret: 's' });
    expect(loginIntentOf(new URLSearchParams('username=a@b.co&password=p'))).toEqual({
      kind: 'password',
      email: 'a@b.co',
      password: 'p',
    });
    expect(loginIntentOf(new URLSearchParams('username=a@b.co'))).toEqual({ kind: 'none' });
  });

  it('drops credentials from the address once read', () => {
    expect(withoutCredentials(new URLSearchParams('agency=x&password=p&username=u&token=t'))).toBe(
      '?agency=x',
    );
    expect(withoutCredentials(new URLSearchParams('secret=s'))).toBe('');
  });
});

// The client sign-in REST calls (R-CLA-*); everything after sign-in is tRPC.
import type { TClientSessionView } from '@parley/contract/organisations';
import { postJson } from '../lib/rest';

export const clientSignIn = (input: { email: string; password?: string; code?: string }) =>
  postJson<TClientSessionView>('/api/auth/client/sign-in', input);
export const requestLoginCode = (email: string) =>
  postJson<{ sent: true; message: string }>('/api/auth/client/login-code', { email });
export const signInWithToken = (token: string) =>
  postJson<TClientSessionView>('/api/auth/client/token', { token });
export const signInAsAgencyAdmin = (secret: string) =>
  postJson<TClientSessionView>('/api/auth/client/admin', { secret });
export const clientSignOut = () => postJson<{ success: true; message: string }>('/api/auth/client/sign-out');

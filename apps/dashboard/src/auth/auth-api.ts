// The REST auth calls (sign-up, sign-in, sign-out); tRPC serves everything after sign-in.
import type { TAuthResult, TSignInInput, TSignUpInput } from '@parley/contract/auth';
import { postJson } from '../lib/rest';

export const signUp = (input: TSignUpInput) => postJson<TAuthResult>('/api/auth/sign-up', input);
export const signIn = (input: TSignInInput) => postJson<TAuthResult>('/api/auth/sign-in', input);
export const signOut = () => postJson<{ success: true; message: string }>('/api/auth/sign-out');

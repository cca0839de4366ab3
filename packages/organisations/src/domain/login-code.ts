// One-time login codes (R-CLA-3): six random digits; compared in constant time.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE } from '@parley/messages/client-auth';

export const newLoginCode = (): string =>
  String(randomInt(0, 10 ** LOGIN_CODE.digits)).padStart(LOGIN_CODE.digits, '0');

/** What a typed code may look like: digits, spaces and dashes are ignored ("123 456"). */
export const normaliseCode = (typed: string): string => typed.replace(/[\s-]/g, '');

/** The digest binds the code to its client, so equal codes of two clients never collide. */
export const codeMaterial = (clientId: string, code: string) => `login-code:${clientId}:${code}`;

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

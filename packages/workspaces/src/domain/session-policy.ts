// Session cookie rules (R-ONB-3, R-ONB-4).
import { createHash } from 'node:crypto';
import { isRegion, type Region } from '@parley/kernel/regions';

/** 2,592,000,000 ms: thirty days. */
export const SESSION_LIFETIME_MS = 2_592_000_000;
export const SESSION_COOKIE = 'token';

export const digestToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The cookie carries the region of the account so the session is found in one look-up. */
export const encodeSessionCookie = (region: Region, token: string) => `${region}.${token}`;

export function decodeSessionCookie(value: string | undefined): { region: Region; token: string } | null {
  if (!value) return null;
  const [region, token] = value.split('.', 2);
  if (!isRegion(region) || !token || !/^[A-Za-z0-9]{20,100}$/.test(token)) return null;
  return { region, token };
}

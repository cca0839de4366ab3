// One-time custom sign-in tokens (R-ONB-5): `{region}.{uid}.{random}`, so the exchange finds the
// workspace in one look-up; only a digest and the expiry are stored, and a token works once.
import { createHash } from 'node:crypto';
import { isRegion, type Region } from '@parley/kernel/regions';

/** Five minutes: long enough to follow a link, short enough that a leaked one is soon useless. */
export const CUSTOM_TOKEN_TTL_MS = 5 * 60 * 1000;

export const digestCustomToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const encodeCustomToken = (region: Region, uid: string, random: string) =>
  `${region}.${uid}.${random}`;

export function decodeCustomToken(token: string): { region: Region; uid: string } | null {
  const match = /^(eu|na)\.([A-Za-z0-9]{6,40})\.([A-Za-z0-9]{40})$/.exec(token);
  if (!match || !isRegion(match[1])) return null;
  return { region: match[1], uid: match[2]! };
}

// Hook requests are signed so a receiver can tell they came from this workspace and were not replayed:
// HMAC-SHA256 over "{timestamp}.{body}" with the workspace's signing secret (never sent itself).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'parley-signature';
export const SIGNING_SECRET_PREFIX = 'whsec_';

export const newSigningSecret = () => `${SIGNING_SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value: `t={unix seconds},v1={hex}`. */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * What a receiver does (documented on the settings page, used by tests): recompute and compare in
 * constant time, and refuse timestamps older than the tolerance (replays).
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// A browser's PushSubscription JSON (the spec's FB_PUSH_TOKEN, R-NTF-9), checked before it is kept.

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedLength = (s: string) => Math.floor((s.replace(/=+$/, '').length * 3) / 4);

/** An uncompressed P-256 point is 65 bytes; the auth secret at least 16 (RFC 8291). */
export function hasUsableKeys(keys: { p256dh: string; auth: string }): boolean {
  return (
    BASE64URL.test(keys.p256dh) &&
    BASE64URL.test(keys.auth) &&
    decodedLength(keys.p256dh) === 65 &&
    decodedLength(keys.auth) >= 16
  );
}

/**
 * Push services are https (RFC 8030). The endpoint comes from a browser, i.e. from anyone signed in,
 * so it must not point the server at itself: credentials in the URL and non-https schemes are refused
 * here, addresses on private networks where the connection is made (see guarded-agent.ts).
 */
export function isAcceptableEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && endpoint.length <= 2048;
}

/** A web-push error status that means the subscription is gone for good (RFC 8030 §7.3, 404/410). */
export const isGoneStatus = (status: number | undefined) => status === 404 || status === 410;

import { describe, expect, it } from 'vitest';
import { hasUsableKeys, isAcceptableEndpoint, isGoneStatus } from './push-subscription';

const p256dh = `B${'A'.repeat(86)}`; // 87 base64url characters = 65 bytes
const auth = 'A'.repeat(22); // 16 bytes

describe('push subscriptions (R-NTF-9)', () => {
  it('accepts a P-256 key and a 16-byte auth secret, nothing shorter', () => {
    expect(hasUsableKeys({ p256dh, auth })).toBe(true);
    expect(hasUsableKeys({ p256dh: p256dh.slice(1), auth })).toBe(false);
    expect(hasUsableKeys({ p256dh, auth: auth.slice(2) })).toBe(false);
    expect(hasUsableKeys({ p256dh: `${p256dh.slice(1)}+`, auth })).toBe(false);
  });

  it('takes https push services only, without credentials in the URL', () => {
    expect(isAcceptableEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isAcceptableEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isAcceptableEndpoint('https://user:pw@push.example.com/x')).toBe(false);
    expect(isAcceptableEndpoint('file:///etc/passwd')).toBe(false);
    expect(isAcceptableEndpoint('not a url')).toBe(false);
    expect(isAcceptableEndpoint(`https://push.example.com/${'a'.repeat(2100)}`)).toBe(false);
  });

  it('treats 404 and 410 as a subscription gone for good', () => {
    expect([404, 410].map(isGoneStatus)).toEqual([true, true]);
    expect([400, 413, 429, 500, undefined].map(isGoneStatus)).toEqual([false, false, false, false, false]);
  });
});

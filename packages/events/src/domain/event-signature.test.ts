import { describe, expect, it } from 'vitest';
import { newSigningSecret, signatureHeader, signatureOf, verifySignature } from './event-signature';

describe('hook signature', () => {
  const secret = 'whsec_test-secret';
  const body = '{"type":"client_created","payload":{},"createdAt":1700000000}';

  it('R-EVT-2 is HMAC-SHA256 over timestamp.body in hex', () => {
    // Computed independently: printf '1700000000.%s' "$body" | openssl dgst -sha256 -hmac whsec_test-secret
    expect(signatureOf(secret, 1700000000, body)).toBe(
      '09565f1e1f58018a405a2cb3003ad117dc8c3521040ac2bea2859155a481eefa',
    );
    expect(signatureOf(secret, 1700000000, body)).not.toBe(signatureOf(secret, 1700000001, body));
    expect(signatureHeader(secret, 1700000000, body)).toBe(
      `t=1700000000,v1=${signatureOf(secret, 1700000000, body)}`,
    );
  });
  it('verifies a fresh signature and refuses tampering, other secrets and replays', () => {
    const header = signatureHeader(secret, 1700000000, body);
    expect(verifySignature(secret, header, body, 1700000100)).toBe(true);
    expect(verifySignature(secret, header, `${body} `, 1700000100)).toBe(false);
    expect(verifySignature('whsec_other', header, body, 1700000100)).toBe(false);
    expect(verifySignature(secret, header, body, 1700000000 + 301)).toBe(false);
    expect(verifySignature(secret, 'garbage', body, 1700000000)).toBe(false);
    expect(verifySignature(secret, undefined, body, 1700000000)).toBe(false);
  });
  it('makes distinct prefixed secrets', () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(newSigningSecret()).not.toBe(a);
  });
});

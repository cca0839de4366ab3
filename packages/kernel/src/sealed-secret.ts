// Secrets that must be shown again (workspace secret, agent API key) are stored encrypted
// (AES-256-GCM) plus an HMAC digest for look-up; nothing readable sits in the database.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface SecretKeyring {
  seal(plain: string): string;
  open(sealed: string): string;
  digest(plain: string): string;
}

export function createKeyring(masterKey: Buffer): SecretKeyring {
  if (masterKey.length !== 32) throw new Error('master key must be 32 bytes');
  const encKey = createHmac('sha256', masterKey).update('parley:enc').digest();
  const macKey = createHmac('sha256', masterKey).update('parley:mac').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    digest(plain) {
      return createHmac('sha256', macKey).update(plain).digest('base64url');
    },
  };
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// The server's VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else a pair generated once into
// DATA_DIR (like the secret key), so subscriptions survive restarts. Several servers sharing a database
// must share the pair: set it explicitly then.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isKeyPair = (v: unknown): v is VapidKeys =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as VapidKeys).publicKey === 'string' &&
  typeof (v as VapidKeys).privateKey === 'string';

export function loadVapidKeys(options: {
  publicKey?: string;
  privateKey?: string;
  dataDir?: string;
}): VapidKeys {
  if (options.publicKey && options.privateKey)
    return { publicKey: options.publicKey, privateKey: options.privateKey };
  if (options.publicKey || options.privateKey)
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  if (!options.dataDir) return webpush.generateVAPIDKeys();
  const file = join(options.dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    try {
      // 'wx': when two servers start together, the first one's pair wins and both read it back.
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isKeyPair(stored)) throw new Error(`${file} does not hold a VAPID key pair`);
  return stored;
}

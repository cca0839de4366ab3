// The master key for sealed secrets: PARLEY_SECRET_KEY, else a key generated once under DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createKeyring, type SecretKeyring } from '@parley/kernel/sealed-secret';

export function loadKeyring(options: { secretKey?: string; dataDir: string }): SecretKeyring {
  if (options.secretKey) return createKeyring(Buffer.from(options.secretKey, 'base64'));
  const file = join(options.dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return createKeyring(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
}

// The VAPID key pair: from the environment, else generated once into DATA_DIR and read back after.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadVapidKeys } from './vapid-keys';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR (owner-only) and the same pair comes back after a restart', () => {
    const dataDir = freshDir();
    const first = loadVapidKeys({ dataDir });
    const second = loadVapidKeys({ dataDir });
    expect(second).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual(first);
  });

  it('come from the environment when both halves are set, and refuse only one half', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(loadVapidKeys({ ...pair, dataDir: freshDir() })).toEqual(pair);
    expect(() => loadVapidKeys({ publicKey: pair.publicKey, dataDir: freshDir() })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
  });
});

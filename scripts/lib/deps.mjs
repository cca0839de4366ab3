// Installs npm packages when node_modules is missing or the lockfile changed since the last install.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, run } from './run.mjs';

export async function ensureNpmDependencies(root) {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.parley-lock-hash');
  const want = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  const fresh = !existsSync(join(root, 'node_modules'));
  log(fresh ? 'Installing npm packages…' : 'package-lock.json changed: updating npm packages…');
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  // `npm install` rather than `npm ci`: npm 11 leaves other platforms' optional binaries (Biome, esbuild)
  // out of the lockfile, which `npm ci` then rejects as out of sync. The lockfile still pins every version.
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, env });
  writeFileSync(stamp, want);
}

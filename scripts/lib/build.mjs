// Builds the dashboard and the widget only when their inputs changed (hash stamped in dist/).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { log, run, seconds } from './run.mjs';

const SKIP = new Set(['node_modules', 'dist', '.turbo']);

function addTree(hash, root, dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) addTree(hash, root, path);
    else if (!/\.test\.tsx?$/.test(name)) hash.update(relative(root, path)).update(readFileSync(path));
  }
}

function inputsHash(root, app) {
  const hash = createHash('sha256');
  addTree(hash, root, join(root, 'apps', app));
  for (const pkg of readdirSync(join(root, 'packages')).sort())
    addTree(hash, root, join(root, 'packages', pkg, 'src'));
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex');
}

export async function buildFrontEnds(root, { force = false } = {}) {
  for (const app of ['widget', 'dashboard']) {
    const stamp = join(root, 'apps', app, 'dist', '.inputs-hash');
    const want = inputsHash(root, app);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === want) continue;
    const started = performance.now();
    log(`Building ${app}…`);
    await run('npm', ['run', 'build', '-w', `@parley/${app}`], { cwd: root });
    writeFileSync(stamp, want);
    log(`Built ${app} in ${seconds(started)}`);
  }
}

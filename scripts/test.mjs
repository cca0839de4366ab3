// npm test: install what is missing, then lint, typecheck, unit, integration (PGlite, then a real
// PostgreSQL started here and stopped afterwards), build, and end-to-end journeys in Chromium.
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './lib/build.mjs';
import { ensureNpmDependencies } from './lib/deps.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { log, run, seconds } from './lib/run.mjs';
import { ensureDebianPackages } from './lib/system.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const started = performance.now();
const results = [];

const npx = (args, env = {}) => run('npx', args, { cwd: root, env: { ...process.env, ...env } });

async function tier(name, fn) {
  if (only.length > 0 && !only.includes(name)) return;
  const t = performance.now();
  log(`${name}…`);
  try {
    await fn();
    results.push({ name, ok: true, time: seconds(t) });
  } catch (error) {
    results.push({ name, ok: false, time: seconds(t) });
    console.error(`\n✗ ${name}: ${error.message}`);
  }
}

await ensureNpmDependencies(root);
await ensureDebianPackages();

await tier('lint', () => npx(['biome', 'check', '.']));
await tier('typecheck', () => npx(['tsc', '-p', 'tsconfig.json', '--noEmit']));
await tier('unit', () => npx(['vitest', 'run', '--project', 'unit']));
await tier('integration-pglite', () => npx(['vitest', 'run', '--project', 'integration']));
await tier('integration-postgres', async () => {
  const pg = await startPostgres();
  try {
    await npx(['vitest', 'run', '--project', 'integration'], { TEST_DATABASE_URL: pg.url });
  } finally {
    await pg.stop();
  }
});
await tier('e2e', async () => {
  await buildFrontEnds(root);
  await npx(['playwright', 'test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
});

console.log('\nTiers:');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(22)} ${r.time}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed (in ${seconds(started)})`);
process.exit(failed === 0 ? 0 : 1);

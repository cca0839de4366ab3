// npm start: install what is missing, build what changed, then run the server (it migrates and seeds).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './lib/build.mjs';
import { ensureNpmDependencies } from './lib/deps.mjs';
import { log, seconds } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
try {
  await ensureNpmDependencies(root);
  await buildFrontEnds(root);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
log(`Ready to serve after ${seconds(started)}; starting Parley…`);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Starts the real server on a fresh embedded database for one journey run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = `${root}.tmp/e2e-data`;
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DEMO_PASSWORD: 'demo-password-e2e',
    LOG_LEVEL: 'warn',
    KB_ALLOW_PRIVATE_NETWORK: 'true',
    // The event-hook journey delivers to the host site on 127.0.0.1.
    EVENTS_ALLOW_PRIVATE_NETWORK: 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

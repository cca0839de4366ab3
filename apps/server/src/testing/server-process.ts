// A real Parley server in its own process (apps/server/src/main.ts), for tests and benches that need
// several stateless servers sharing one PostgreSQL, and to kill one of them hard.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Recent output, for failure messages. */
  output(): string;
  /** SIGTERM (a clean shutdown) or SIGKILL (the process dies mid-work). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(options: {
  port: number;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${log}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    child,
    output: () => log,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

// A throwaway PostgreSQL cluster on a loopback port for the real-database test tier.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capture, log } from './run.mjs';
import { postgresBinDir } from './system.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const dir = mkdtempSync(join(tmpdir(), 'parley-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  // initdb refuses to run as root: run the server as the postgres user then.
  const asUser =
    process.getuid?.() === 0
      ? (cmd, args) => ['runuser', ['-u', 'postgres', '--', cmd, ...args]]
      : (cmd, args) => [cmd, args];
  const step = async (cmd, args) => {
    const [c, a] = asUser(`${bin}/${cmd}`, args);
    const result = await capture(c, a);
    if (result.code !== 0) throw new Error(`${cmd} failed:\n${result.out}`);
  };
  await step('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  await step('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  log(`PostgreSQL started on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await step('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

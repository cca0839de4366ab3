// Live delivery across two server processes sharing one PostgreSQL, and idle widget sockets per process.
// Run by scripts/bench.mjs with the base URL of a throwaway PostgreSQL: prints figures, asserts nothing.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { type ServerProcess, startServerProcess } from '../../apps/server/src/testing/server-process';
import { createScratchDatabase } from '../../packages/db/src/testing/test-databases';

const baseUrl = process.argv[2] as string;
const idleTarget = Number(process.argv[3] ?? 10_000);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
const percentile = (values: number[], p: number) =>
  values.slice().sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ??
  0;
const show = (label: string, times: number[]) =>
  console.log(
    `  ${label.padEnd(52)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};

interface Socket {
  ws: WebSocket;
  next(test: (m: { type: string; [k: string]: unknown }) => boolean): Promise<void>;
}
async function open(url: string, headers: Record<string, string> = {}): Promise<Socket> {
  const ws = new WebSocket(url, { headers });
  const waiters = new Set<{ test: (m: never) => boolean; resolve: () => void }>();
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString());
    for (const w of waiters)
      if (w.test(m as never)) {
        waiters.delete(w);
        w.resolve();
      }
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return {
    ws,
    next: (test) => new Promise<void>((resolve) => waiters.add({ test: test as never, resolve })),
  };
}
const hasText = (text: string) => (m: { type: string; data?: unknown }) =>
  m.type === 'sync_chat_history' && JSON.stringify(m.data).includes(text);

const dirs: string[] = [];
const [eu, na] = await Promise.all([
  createScratchDatabase(baseUrl, 'live_eu'),
  createScratchDatabase(baseUrl, 'live_na'),
]);
const env = {
  DATABASE_URL_EU: eu.url,
  DATABASE_URL_NA: na.url,
  PARLEY_SECRET_KEY: randomBytes(32).toString('base64'),
  HANDOFF_SWEEP_SECONDS: '300',
};
const start = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-live-'));
  dirs.push(dataDir);
  return startServerProcess({ port: await freePort(), env: { ...env, DATA_DIR: dataDir } });
};
const servers: ServerProcess[] = [];
try {
  const [a, b] = await Promise.all([start(), start()]);
  servers.push(a, b);
  const signUp = await fetch(`${a.base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'live@example.com',
      password: 'bench-password',
      displayName: 'Bench Team',
    }),
  });
  const cookie = (signUp.headers.getSetCookie().find((c) => c.startsWith('token=')) ?? '').split(
    ';',
  )[0] as string;
  const { workspace } = (await signUp.json()) as { workspace: { workspaceSecret: string } };
  const agentId = 'LiveBench000001';
  await fetch(`${a.base}/api/v2/agents/${agentId}?region=eu`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${workspace.workspaceSecret}` },
    body: JSON.stringify({ title: 'Live bench' }),
  });
  const trpc = (server: ServerProcess, path: string, input: object) =>
    fetch(`${server.base}/api/trpc/${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ region: 'eu', agentId, ...input }),
    }).then((r) => r.json());

  // A conversation a team member on B has taken over; the visitor is connected to A.
  const userId = `${agentId}-visitor`;
  const visitor = await open(`${a.base.replace('http', 'ws')}/api/interact`);
  const gotState = visitor.next((m) => m.type === 'conversation');
  visitor.ws.send(JSON.stringify({ agentId, convoId: userId, action: { type: 'request_handoff' } }));
  await gotState;
  await trpc(b, 'conversations.takeOver', { userId });
  const inbox = await open(`${b.base.replace('http', 'ws')}/api/live`, { cookie, origin: b.base });
  const subscribed = inbox.next((m) => m.type === 'subscribed');
  inbox.ws.send(JSON.stringify({ type: 'subscribe', agentId, region: 'eu' }));
  await subscribed;

  const n = 200;
  const toTeamEvent: number[] = [];
  const toTeamRead: number[] = [];
  const toVisitor: number[] = [];
  for (let i = 0; i < n; i++) {
    const text = `visitor message ${i}`;
    const t = performance.now();
    const changed = inbox.next((m) => m.type === 'changed' && m.userId === userId);
    visitor.ws.send(JSON.stringify({ agentId, convoId: userId, prompt: text }));
    await changed;
    toTeamEvent.push(performance.now() - t);
    // What the inbox does on the event: read the conversation again (through B).
    const read = await fetch(
      `${b.base}/api/trpc/conversations.get?input=${encodeURIComponent(JSON.stringify({ region: 'eu', agentId, userId }))}`,
      { headers: { cookie } },
    ).then((r) => r.text());
    if (!read.includes(text)) throw new Error('the team did not read the message');
    toTeamRead.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 40)); // let the visitor's own echo settle
  }
  for (let i = 0; i < n; i++) {
    const text = `team reply ${i}`;
    const t = performance.now();
    const seen = visitor.next(hasText(text));
    await trpc(b, 'conversations.reply', { userId, text });
    await seen;
    toVisitor.push(performance.now() - t);
  }
  console.log('\nLive delivery across two server processes on one PostgreSQL (n=200 each way)');
  show('visitor on A → team socket on B hears of it', toTeamEvent);
  show('visitor on A → team on B has read the message', toTeamRead);
  show('team reply through B → visitor socket on A has it', toVisitor);
  visitor.ws.close();
  inbox.ws.close();

  // Idle widget sockets: each subscribed to its own conversation, as an open widget is.
  console.log(`\nIdle widget sockets on one server process (PostgreSQL; subscribed, as open widgets are)`);
  const pid = a.child.pid as number;
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = rssMb(pid);
  console.log(`  ${'0 sockets'.padEnd(16)} server RSS ${baseline.toFixed(0)} MB`);
  const sockets: WebSocket[] = [];
  const url = `${a.base.replace('http', 'ws')}/api/interact`;
  let failed = 0;
  const step = 2000;
  for (let opened = 0; opened < idleTarget; ) {
    const batch = Math.min(step, idleTarget - opened);
    for (let i = 0; i < batch; i += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, batch - i) }, async (_, j) => {
          const k = opened + i + j;
          try {
            const s = await open(url);
            const ready = s.next((m) => m.type === 'conversation');
            s.ws.send(
              JSON.stringify({ agentId, convoId: `${agentId}-idle${k}`, action: { type: 'subscribe' } }),
            );
            await ready;
            sockets.push(s.ws);
          } catch {
            failed += 1;
          }
        }),
      );
    }
    opened += batch;
    const rss = rssMb(pid);
    console.log(
      `  ${`${sockets.length} sockets`.padEnd(16)} server RSS ${rss.toFixed(0)} MB  (${(((rss - baseline) * 1024) / sockets.length).toFixed(1)} KB per socket)`,
    );
  }
  // The process still delivers with all of them open: a team reply through B reaches a visitor on A.
  const probe = await open(url);
  const probeReady = probe.next((m) => m.type === 'conversation');
  probe.ws.send(JSON.stringify({ agentId, convoId: userId, action: { type: 'subscribe' } }));
  await probeReady;
  const t = performance.now();
  const heard = probe.next(hasText('still live'));
  await trpc(b, 'conversations.reply', { userId, text: 'still live' });
  await heard;
  const rss = rssMb(pid);
  const perSocket = (rss - baseline) / sockets.length;
  console.log(
    `  with ${sockets.length} open, a team reply through B reached a visitor on A in ${(performance.now() - t).toFixed(0)} ms; ${failed} failed to open`,
  );
  console.log(
    `  within 1 GB: about ${Math.floor((1024 - baseline) / perSocket).toLocaleString('en')} idle sockets per process (goal ≥ 10,000)`,
  );
  probe.ws.close();
  for (const s of sockets) s.terminate();
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all([eu.drop(), na.drop()]);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}

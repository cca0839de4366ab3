// npm run bench: prints figures (bundle sizes, start-up, interact latency). It asserts nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildFrontEnds } from './lib/build.mjs';
import { ensureNpmDependencies } from './lib/deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await ensureNpmDependencies(root);
await buildFrontEnds(root);

const gz = (file) => gzipSync(readFileSync(file)).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('\nBundle sizes (gzipped)');
const widgetDist = join(root, 'apps/widget/dist');
console.log(`  /embed.js (loader)                 ${kb(gz(join(widgetDist, 'embed.js')))}`);
const frame = readFileSync(join(widgetDist, 'widget/frame.html'), 'utf8');
const frameAssets = [...frame.matchAll(/(?:src|href)="\/widget\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const frameTotal = frameAssets.reduce((sum, a) => sum + gz(join(widgetDist, 'widget', a)), 0);
console.log(`  widget app (frame JS + CSS)        ${kb(frameTotal)}  [${frameAssets.join(', ')}]`);
const dashAssets = join(root, 'apps/dashboard/dist/assets');
if (existsSync(dashAssets)) {
  const index = readFileSync(join(root, 'apps/dashboard/dist/index.html'), 'utf8');
  const entry = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const entrySize = entry.reduce((sum, a) => sum + gz(join(root, 'apps/dashboard/dist', a)), 0);
  const all = readdirSync(dashAssets).reduce((sum, f) => sum + gz(join(dashAssets, f)), 0);
  console.log(`  dashboard entry (JS + CSS)         ${kb(entrySize)}   (all chunks ${kb(all)})`);
}

const port = 3300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));

async function startServer(extraEnv = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, ms: performance.now() - started };
}

const stop = (child) => new Promise((r) => child.once('exit', r).kill('SIGTERM'));

console.log('\nServer start-up to healthy (embedded PGlite, both regions)');
const cold = await startServer();
console.log(`  first start (creates and migrates) ${cold.ms.toFixed(0)} ms`);
await stop(cold.child);
const warm = await startServer();
console.log(`  second start (reopens)             ${warm.ms.toFixed(0)} ms`);

const post = (path, body, headers = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const signUp = await (
  await post('/api/auth/sign-up', {
    email: 'bench@example.com',
    password: 'bench-password',
    displayName: 'Bench',
  })
).json();
await post(
  '/api/v2/agents/BenchAgent000001',
  { title: 'Bench' },
  { authorization: `Bearer ${signUp.workspace.workspaceSecret}` },
);

const percentile = (values, p) =>
  values.slice().sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
async function measure(label, n, concurrency, makeBody) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      while (next < n) {
        const i = next++;
        const t = performance.now();
        const res = await post(`/api/agents/BenchAgent000001/interact/BenchAgent000001-v${w}`, makeBody(i));
        await res.arrayBuffer();
        times.push(performance.now() - t);
      }
    }),
  );
  const total = (performance.now() - started) / 1000;
  console.log(
    `  ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ${(n / total).toFixed(0)} req/s`,
  );
}

console.log('\nPOST /api/agents/{id}/interact/{userId} (built-in responder, stores every turn)');
await measure('launch, 1 at a time (n=200)', 200, 1, () => ({ action: { type: 'launch' } }));
await measure('text message, 1 at a time (n=300)', 300, 1, (i) => ({
  action: { type: 'text', payload: `message ${i}` },
}));
await measure('text message, 10 concurrent (n=500)', 500, 10, (i) => ({
  action: { type: 'text', payload: `message ${i}` },
}));

await stop(warm.child);

// Platform overhead to the first streamed chunk: an OpenAI-compatible server answering instantly stands in
// for the model; the time it spends is subtracted, so what remains is ours (parse, look-up, store, retrieve).
const { startInstantModel } = await import('./lib/instant-model.mjs');
const model = await startInstantModel();
const withModel = await startServer({ OPENAI_BASE_URL: model.baseURL });
const { measureFirstChunk } = await import('./lib/first-chunk.mjs');
console.log('\nWebSocket /api/interact, message received → first chunk sent (instant local model excluded)');
const overhead = await measureFirstChunk(
  `ws://127.0.0.1:${port}/api/interact`,
  'BenchAgent000001',
  200,
  model,
);
console.log(
  `  text message, 1 at a time (n=200)  p50 ${percentile(overhead, 50).toFixed(1)} ms  p95 ${percentile(overhead, 95).toFixed(1)} ms`,
);
await stop(withModel.child);
await model.close();
rmSync(dataDir, { recursive: true, force: true });

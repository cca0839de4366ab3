// Knowledge-base figures for `npm run bench`, run under `node --import tsx` (it imports the TS packages):
//   retrieval <postgres-url|pglite> <sizes, e.g. 10000,100000>  retrieval p50/p95 as one agent's chunks grow
//   ingest <postgres-url|pglite>                                parse + chunk + store rate, no embeddings
import { randomBytes } from 'node:crypto';
import { openRegionDatabase } from '@parley/db/connect';
import { kbChunks, kbDocuments } from '@parley/db/schema';
import { randomId } from '@parley/kernel/ids';
import { createKeyring } from '@parley/kernel/sealed-secret';
import { createFileSource } from '@parley/knowledge/application/create-source';
import { createKnowledgeService } from '@parley/knowledge/application/knowledge-service';
import { createRetriever } from '@parley/knowledge/application/retrieve';
import { seedOwnedAgent } from '@parley/knowledge/testing/seed-knowledge';
import { sql } from 'drizzle-orm';
import { createCorpus } from './bench-corpus.mjs';

const [mode, target, sizesArg] = process.argv.slice(2);
const label = target === 'pglite' ? 'PGlite' : 'PostgreSQL';
const database = await openRegionDatabase({ region: 'eu', url: target === 'pglite' ? undefined : target });
// One database serves as both regions: the bench only needs the one its agents live in.
const ctx = { dbs: { eu: database, na: database }, keyring: createKeyring(randomBytes(32)) };
const corpus = createCorpus();
const percentile = (values, p) =>
  values.slice().sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const pad = (s, n = 36) => s.padEnd(n);

/** Appends `count` chunks to an agent, 50 per document, 2,000 rows per transaction. */
async function loadChunks(agent, count) {
  const perDoc = 50;
  const batch = 2000;
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    const now = Date.now();
    const docs = Array.from({ length: Math.ceil(n / perDoc) }, (_, i) => ({
      id: randomId(20),
      agentId: agent.agentId,
      workspaceId: agent.owner.workspaceUid,
      name: `Synthetic document ${done / perDoc + i}`,
      sourceType: 'doc',
      kind: 'text',
      status: 'SUCCESS',
      ts: now,
      updatedAt: now,
    }));
    const chunks = Array.from({ length: n }, (_, i) => ({
      id: randomId(20),
      documentId: docs[Math.floor(i / perDoc)].id,
      agentId: agent.agentId,
      seq: i % perDoc,
      text: corpus.passage(500 + Math.floor(corpus.random() * 1400)),
    }));
    await database.db.transaction(async (tx) => {
      await tx.insert(kbDocuments).values(docs);
      for (let i = 0; i < chunks.length; i += 500) await tx.insert(kbChunks).values(chunks.slice(i, i + 500));
    });
  }
}

async function timeQueries(retrieve, agentId, n) {
  const questions = Array.from({ length: n }, () => corpus.question());
  for (const q of questions.slice(0, 10)) await retrieve({ region: 'eu', agentId, query: q, limit: 5 });
  const times = [];
  let hits = 0;
  for (const query of questions) {
    const t = performance.now();
    const passages = await retrieve({ region: 'eu', agentId, query, limit: 5 });
    times.push(performance.now() - t);
    if (passages.length > 0) hits++;
  }
  return { times, hits };
}

if (mode === 'retrieval') {
  const sizes = (sizesArg ?? '10000,100000').split(',').map(Number);
  const agent = await seedOwnedAgent(ctx);
  // Other agents' chunks share the table and its indexes, as on a real server.
  const noise = Math.max(...sizes) / 5;
  // Bulk loads skip the GIN indexes and rebuild them after (as a restore would): several times faster.
  const agentIndex =
    (await database.db.execute(sql`select 1 from pg_indexes where indexname = 'kb_chunks_agent_tsv_idx'`))
      .rows.length > 0;
  const withoutFullTextIndex = async (load) => {
    await database.exec('drop index kb_chunks_tsv_idx; drop index if exists kb_chunks_agent_tsv_idx');
    await load();
    await database.exec('create index kb_chunks_tsv_idx on kb_chunks using gin (tsv)');
    if (agentIndex)
      await database.exec('create index kb_chunks_agent_tsv_idx on kb_chunks using gin (agent_id, tsv)');
    await database.exec('analyze kb_chunks');
  };
  let t = performance.now();
  await withoutFullTextIndex(async () => {
    for (let i = 0; i < 5; i++) await loadChunks(await seedOwnedAgent(ctx), noise / 5);
  });
  console.log(
    `  ${pad(`${label}: loaded ${noise} chunks (5 other agents)`)} ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const retrieve = createRetriever(ctx, { embedderFor: async () => null });
  let loaded = 0;
  for (const size of sizes) {
    t = performance.now();
    await withoutFullTextIndex(() => loadChunks(agent, size - loaded));
    loaded = size;
    const loadS = (performance.now() - t) / 1000;
    const { times, hits } = await timeQueries(retrieve, agent.agentId, 200);
    console.log(
      `  ${pad(`${label}: ${size} chunks, 200 queries`)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (${hits}/200 found passages; load ${loadS.toFixed(1)} s)`,
    );
  }
} else if (mode === 'ingest') {
  const agent = await seedOwnedAgent(ctx);
  const service = createKnowledgeService(ctx, {
    maxFileMb: 20,
    crawlMaxPages: 1,
    allowPrivateNetwork: false,
    embeddings: null,
    refreshSweepSeconds: 0,
    concurrency: 2,
  });
  const sections = (n) =>
    Array.from({ length: n }, (_, i) => ({
      title: `Section ${i + 1} ${corpus.question()}`,
      paragraphs: Array.from({ length: 3 + (i % 4) }, () => corpus.passage(300 + (i % 5) * 120)),
    }));
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const files = [];
  for (let i = 0; i < 12; i++) {
    const s = sections(40);
    files.push({
      fileName: `notes-${i}.txt`,
      text: s.map((x) => `${x.title}\n\n${x.paragraphs.join('\n\n')}`).join('\n\n'),
    });
    files.push({
      fileName: `guide-${i}.md`,
      text: s.map((x) => `## ${x.title}\n\n${x.paragraphs.map((p) => `- ${p}`).join('\n')}`).join('\n\n'),
    });
    files.push({
      fileName: `page-${i}.html`,
      text: `<!doctype html><html><head><title>Page ${i}</title><style>p{color:red}</style></head><body><nav><a href="/">Home</a></nav><main>${s
        .map((x) => `<h2>${esc(x.title)}</h2>${x.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}`)
        .join('')}</main><footer>© Bench</footer></body></html>`,
    });
  }
  const bytes = files.reduce((sum, f) => sum + f.text.length, 0);
  const t = performance.now();
  for (const f of files)
    await createFileSource(
      service,
      { principal: agent.owner, agentId: agent.agentId, region: 'eu' },
      {
        fileName: f.fileName,
        bytes: new TextEncoder().encode(f.text),
      },
    );
  await service.idle();
  const seconds = (performance.now() - t) / 1000;
  const result = await database.db.execute(
    sql`select count(*)::int as n, count(distinct document_id)::int as docs from kb_chunks where agent_id = ${agent.agentId}`,
  );
  const { n, docs } = result.rows[0];
  console.log(
    `  ${pad(`${label}: ${docs} documents (txt, md, html)`)} ${n} chunks in ${seconds.toFixed(2)} s = ${(n / seconds).toFixed(0)} chunks/s  (${(bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s)`,
  );
}
await database.close();

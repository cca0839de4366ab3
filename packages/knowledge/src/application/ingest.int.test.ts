import { readFileSync } from 'node:fs';
import { readEnv } from '@parley/config/env';
import { kbChunks } from '@parley/db/schema';
import { createTestDataContext } from '@parley/db/testing/test-databases';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../domain/file-type';
import { makePdf } from '../testing/make-pdf';
import {
  forceMaxChunkSize,
  seedAgentWithKnowledge,
  seedOwnedAgent,
  seedWorkspacePlanLimit,
} from '../testing/seed-knowledge';
import { createFileSource, createTextSource } from './create-source';
import { knowledgeOptionsFromEnv } from './knowledge-options';
import { createKnowledgeService, type KnowledgeService } from './knowledge-service';
import { PLAN_MESSAGES } from './plan-limit';
import { getKbDocument, listKbDocuments } from './read-documents';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url)));

describe('knowledge ingestion', () => {
  let ctx: Awaited<ReturnType<typeof createTestDataContext>>;
  let kb: KnowledgeService;
  beforeAll(async () => {
    ctx = await createTestDataContext();
    kb = createKnowledgeService(
      ctx,
      knowledgeOptionsFromEnv(readEnv({ NODE_ENV: 'test' }), { allowPrivateNetwork: true }),
    );
  });
  afterAll(() => ctx.close());

  it('R-KB-2 R-KB-3 a text source goes INITIALIZED → SUCCESS and is retrievable', async () => {
    const agent = await seedOwnedAgent(ctx);
    const target = { ...agent, principal: agent.owner };
    const { id } = await createTextSource(kb, target, {
      name: 'Shipping',
      content:
        'We ship to Norway, Sweden and Denmark within five working days.\n\nReturns are free for 30 days.',
    });
    const initial = await getKbDocument(ctx, target, id);
    expect(['INITIALIZED', 'PENDING', 'SUCCESS']).toContain(initial.status);
    await kb.idle();
    const doc = await getKbDocument(ctx, target, id);
    expect(doc).toMatchObject({
      ID: id,
      name: 'Shipping',
      userId: agent.owner.kind === 'workspace-secret' ? agent.owner.workspaceUid : '',
      agentId: agent.agentId,
      status: 'SUCCESS',
      sourceType: 'doc',
      refreshRate: 'never',
      charCount: 94,
      error: null,
    });
    expect(doc.chunks).toHaveLength(1);
    expect(typeof doc.lastRefreshTS).toBe('number');
    const passages = await kb.retrieve({
      region: 'eu',
      agentId: agent.agentId,
      query: 'do you ship to norway?',
      limit: 3,
    });
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({ docId: id, docName: 'Shipping', chunkId: doc.chunks?.[0] });
    expect(passages[0]?.text).toContain('Norway');
  });

  it('ranks the chunk matching all words first and keeps agents apart', async () => {
    const a = await seedAgentWithKnowledge(kb, [
      { name: 'Returns', content: 'Returns are accepted within 30 days with the receipt.' },
      { name: 'Opening hours', content: 'The shop opens at nine. Returns desk opens at ten.' },
    ]);
    const b = await seedAgentWithKnowledge(kb, [{ name: 'Other', content: 'Returns are never accepted.' }]);
    const hits = await kb.retrieve({ region: 'eu', agentId: a.agentId, query: 'returns receipt', limit: 5 });
    expect(hits.map((h) => h.docName)).toEqual(['Returns', 'Opening hours']);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score ?? 1);
    const other = await kb.retrieve({ region: 'eu', agentId: b.agentId, query: 'returns', limit: 5 });
    expect(other.map((h) => h.docName)).toEqual(['Other']);
    expect(await kb.retrieve({ region: 'eu', agentId: a.agentId, query: 'zebra', limit: 5 })).toEqual([]);
  });

  it('parses a PDF and a DOCX into retrievable text', async () => {
    const agent = await seedOwnedAgent(ctx);
    const target = { ...agent, principal: agent.owner };
    const pdf = await createFileSource(kb, target, {
      fileName: 'manual.pdf',
      bytes: makePdf('The descaling code for the kettle is ZX-4471.'),
    });
    const docx = await createFileSource(kb, target, {
      fileName: 'warranty.docx',
      bytes: fixture('warranty.docx'),
    });
    await kb.idle();
    expect((await getKbDocument(ctx, target, pdf.id)).content).toContain('ZX-4471');
    expect((await getKbDocument(ctx, target, docx.id)).status).toBe('SUCCESS');
    const [hit] = await kb.retrieve({
      region: 'eu',
      agentId: agent.agentId,
      query: 'descaling code',
      limit: 1,
    });
    expect(hit?.docName).toBe('manual.pdf');
    const [warranty] = await kb.retrieve({
      region: 'eu',
      agentId: agent.agentId,
      query: 'how long is the warranty?',
      limit: 1,
    });
    expect(warranty?.text).toContain('thirty-seven months');
  });

  it('parses CSV rows, HTML and Markdown', async () => {
    const agent = await seedOwnedAgent(ctx);
    const target = { ...agent, principal: agent.owner };
    const enc = (s: string) => new TextEncoder().encode(s);
    await createFileSource(kb, target, {
      fileName: 'prices.csv',
      bytes: enc('product,price\nKettle,49 EUR\nToaster,39 EUR\n'),
    });
    await createFileSource(kb, target, {
      fileName: 'faq.html',
      bytes: enc(
        '<html><head><title>FAQ</title><style>.x{}</style></head><body><p>Gift cards never expire.</p></body></html>',
      ),
    });
    await createFileSource(kb, target, {
      fileName: 'notes.md',
      bytes: enc('# Notes\n\nThe loyalty programme gives 5% back.'),
    });
    await kb.idle();
    const docs = await listKbDocuments(ctx, target);
    expect(docs.map((d) => [d.name, d.status])).toEqual([
      ['notes.md', 'SUCCESS'],
      ['faq.html', 'SUCCESS'],
      ['prices.csv', 'SUCCESS'],
    ]);
    const [price] = await kb.retrieve({
      region: 'eu',
      agentId: agent.agentId,
      query: 'toaster price',
      limit: 1,
    });
    expect(price?.text).toBe('product: Kettle; price: 49 EUR\n\nproduct: Toaster; price: 39 EUR');
    const [faq] = await kb.retrieve({ region: 'eu', agentId: agent.agentId, query: 'gift cards', limit: 1 });
    expect(faq).toMatchObject({ text: 'Gift cards never expire.', description: 'FAQ' });
    expect((await listKbDocuments(ctx, target, 'PRICE')).map((d) => d.name)).toEqual(['prices.csv']);
  });

  it('refuses a renamed binary, an unknown type and an oversized file, writing nothing', async () => {
    const agent = await seedOwnedAgent(ctx);
    const target = { ...agent, principal: agent.owner };
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await expect(createFileSource(kb, target, { fileName: 'notes.txt', bytes: elf })).rejects.toThrow(
      FILE_MESSAGES.mismatch('notes.txt', 'txt'),
    );
    await expect(createFileSource(kb, target, { fileName: 'report.pdf', bytes: elf })).rejects.toThrow(
      FILE_MESSAGES.mismatch('report.pdf', 'pdf'),
    );
    await expect(createFileSource(kb, target, { fileName: 'tool.exe', bytes: elf })).rejects.toThrow(
      FILE_MESSAGES.unsupported('tool.exe'),
    );
    const small = createKnowledgeService(ctx, { ...kb.options, maxFileMb: 0.00001 });
    await expect(
      createFileSource(small, target, {
        fileName: 'big.txt',
        bytes: new TextEncoder().encode('x'.repeat(100)),
      }),
    ).rejects.toThrow(FILE_MESSAGES.tooLarge('big.txt', 0.00001));
    expect(await listKbDocuments(ctx, target)).toEqual([]);
  });

  it('R-VER-16 R-KB-4 refuses to index for an agent whose maxChunkSize is below 1000', async () => {
    const agent = await seedOwnedAgent(ctx);
    await forceMaxChunkSize(ctx, agent.agentId, 999);
    const target = { ...agent, principal: agent.owner };
    await expect(createTextSource(kb, target, { name: 'x', content: 'hello' })).rejects.toThrow(
      AGENT_MESSAGES.maxChunkSize,
    );
    await forceMaxChunkSize(ctx, agent.agentId, 1000);
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} talks about topic ${i}.`).join(
      ' ',
    );
    const { id } = await createTextSource(kb, target, { name: 'long', content: `${long}\n\n${long}` });
    await kb.idle();
    const chunks = await ctx.dbs.eu.db.select().from(kbChunks).where(eq(kbChunks.documentId, id));
    expect(chunks.length).toBe(4);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(1000);
  });

  it("R-KB-4 enforces the plan's maxKbDocsCharCount", async () => {
    const agent = await seedOwnedAgent(ctx);
    if (agent.owner.kind !== 'workspace-secret') throw new Error('unexpected');
    await seedWorkspacePlanLimit(ctx, agent.owner.workspaceUid, 50);
    const target = { ...agent, principal: agent.owner };
    const { id } = await createTextSource(kb, target, { name: 'fits', content: 'x'.repeat(40) });
    await kb.idle();
    expect((await getKbDocument(ctx, target, id)).charCount).toBe(40);
    await expect(createTextSource(kb, target, { name: 'too much', content: 'y'.repeat(11) })).rejects.toThrow(
      PLAN_MESSAGES.charLimit(50),
    );
    expect((await listKbDocuments(ctx, target)).map((d) => d.name)).toEqual(['fits']);
  });
});

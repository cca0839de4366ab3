import { readEnv } from '@parley/config/env';
import { FILE_MESSAGES } from '@parley/knowledge/domain/file-type';
import { makePdf } from '@parley/knowledge/testing/make-pdf';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeOf } from '../platform/knowledge';
import { startTestServer, type TestServer } from '../testing/test-server';

function multipart(files: { name: string; bytes: Uint8Array }[]) {
  const boundary = '----parleytest7MA4YWxkTrZu0gW';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('knowledge REST and dashboard calls', () => {
  let s: TestServer;
  let owner: Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
  let other: Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
  const agentId = 'KbAgentRest00001';
  const bearer = () => ({ authorization: `Bearer ${owner.workspace.workspaceSecret}` });
  const idle = () => knowledgeOf({ ctx: s.ctx, env: readEnv({ NODE_ENV: 'test' }) }).idle();

  beforeAll(async () => {
    s = await startTestServer();
    owner = await s.seedWorkspaceOwner();
    other = await s.seedWorkspaceOwner();
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}`,
      payload: { title: 'KB' },
      headers: bearer(),
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => s.close());

  it('R-KB-1 R-WSP-14 the seeding calls create the collection and a Text source', async () => {
    const put = await s.app.inject({
      method: 'PUT',
      url: `/api/qdrant/collections/${agentId}`,
      payload: { name: agentId },
      headers: bearer(),
    });
    expect(put.json()).toEqual({ success: true });
    const post = await s.app.inject({
      method: 'POST',
      url: `/api/qdrant/collections/${agentId}/points`,
      payload: { text: 'Our support line is open from 8 to 18 on weekdays.' },
      headers: bearer(),
    });
    expect(post.statusCode).toBe(200);
    const { ids } = post.json().data as { ids: string[] };
    expect(ids).toHaveLength(1);
    const batch = await s.app.inject({
      method: 'POST',
      url: `/api/qdrant/collections/${agentId}/points`,
      payload: { points: [{ text: 'Point one about invoices.' }, { text: 'Point two about refunds.' }] },
      headers: bearer(),
    });
    expect((batch.json().data as { ids: string[] }).ids).toHaveLength(2);
    await idle();

    // R-WSP-13 R-KB-2 R-KB-3 one document by id with a bearer token.
    const doc = await s.app.inject({
      method: 'GET',
      url: `/api/v2/agents/${agentId}/kb/${ids[0]}`,
      headers: bearer(),
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({
      ID: ids[0],
      name: 'Our support line is open from 8 to 18 on weekdays.',
      content: 'Our support line is open from 8 to 18 on weekdays.',
      userId: owner.workspace.uid,
      agentId,
      status: 'SUCCESS',
      sourceType: 'doc',
      refreshRate: 'never',
      withRefresh: false,
      charCount: 50,
      error: null,
    });
    expect(typeof doc.json().ts).toBe('number');

    const preview = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}/kb/preview`,
      payload: { query: 'when is support open?' },
      headers: bearer(),
    });
    expect((preview.json().data as { docId: string }[])[0]?.docId).toBe(ids[0]);
  });

  it("R-WSP-13 someone else's agent reads as 404 and writes as 403; nothing is written", async () => {
    const theirs = { authorization: `Bearer ${other.workspace.workspaceSecret}` };
    const list = await s.app.inject({ method: 'GET', url: `/api/v2/agents/${agentId}/kb`, headers: theirs });
    expect(list.statusCode).toBe(404);
    expect(list.headers['content-type']).toContain('application/problem+json');
    const write = await s.app.inject({
      method: 'POST',
      url: `/api/qdrant/collections/${agentId}/points`,
      payload: { text: 'intruder text' },
      headers: theirs,
    });
    expect(write.statusCode).toBe(403);
    const anon = await s.app.inject({ method: 'GET', url: `/api/v2/agents/${agentId}/kb` });
    expect(anon.statusCode).toBe(401);
    const mine = await s.app.inject({
      method: 'GET',
      url: `/api/v2/agents/${agentId}/kb`,
      headers: bearer(),
    });
    expect((mine.json().data as { name: string }[]).some((d) => d.name.includes('intruder'))).toBe(false);
  });

  it('uploads a PDF by multipart and refuses a renamed binary with a clear message', async () => {
    const upload = multipart([{ name: 'catalogue.pdf', bytes: makePdf('The blue teapot costs 24 euros.') }]);
    const ok = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}/kb/files`,
      payload: upload.payload,
      headers: { ...bearer(), 'content-type': upload.contentType },
    });
    expect(ok.statusCode).toBe(200);
    await idle();
    const id = (ok.json().data as { ids: string[] }).ids[0];
    const doc = await s.app.inject({
      method: 'GET',
      url: `/api/v2/agents/${agentId}/kb/${id}`,
      headers: bearer(),
    });
    expect(doc.json()).toMatchObject({
      name: 'catalogue.pdf',
      status: 'SUCCESS',
      sourceType: 'doc',
      kind: 'file',
    });

    const renamed = multipart([
      { name: 'notes.txt', bytes: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 1, 2]) },
    ]);
    const bad = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}/kb/files`,
      payload: renamed.payload,
      headers: { ...bearer(), 'content-type': renamed.contentType },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail ?? bad.json().title).toBe(FILE_MESSAGES.mismatch('notes.txt', 'txt'));
  });

  it('R-VER-16 an agent cannot be saved with maxChunkSize below 1000', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}`,
      payload: { vgOptions: { maxChunkSize: 999 } },
      headers: bearer(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(AGENT_MESSAGES.maxChunkSize);
  });

  it('R-WSP-12 the dashboard lists by name newest first, searches, previews, sets a refresh rate and deletes', async () => {
    const kbAgent = 'KbAgentTrpc00001';
    await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${kbAgent}`,
      payload: { title: 'T' },
      headers: bearer(),
    });
    const key = { region: 'eu', agentId: kbAgent };
    expect((await s.trpc<unknown[]>('query', 'kb.list', key, owner.cookie)).data).toEqual([]);
    const a = await s.trpc<{ id: string }>(
      'mutation',
      'kb.createText',
      { ...key, name: 'Alpha', content: 'Alpha talks about llamas.' },
      owner.cookie,
    );
    await new Promise((r) => setTimeout(r, 5));
    await s.trpc(
      'mutation',
      'kb.createText',
      { ...key, name: 'Beta', content: 'Beta talks about alpacas.' },
      owner.cookie,
    );
    await idle();
    const list = await s.trpc<{ name: string; status: string }[]>('query', 'kb.list', key, owner.cookie);
    expect(list.data.map((d) => [d.name, d.status])).toEqual([
      ['Beta', 'SUCCESS'],
      ['Alpha', 'SUCCESS'],
    ]);
    const found = await s.trpc<{ name: string }[]>(
      'query',
      'kb.list',
      { ...key, search: 'alp' },
      owner.cookie,
    );
    expect(found.data.map((d) => d.name)).toEqual(['Alpha']);
    const preview = await s.trpc<{ docName: string }[]>(
      'query',
      'kb.preview',
      { ...key, query: 'llamas' },
      owner.cookie,
    );
    expect(preview.data.map((p) => p.docName)).toEqual(['Alpha']);
    const rate = await s.trpc<{ refreshRate: string; withRefresh: boolean }>(
      'mutation',
      'kb.setRefreshRate',
      { ...key, docId: a.data.id, refreshRate: '24h' },
      owner.cookie,
    );
    expect(rate.data).toMatchObject({ refreshRate: '24h', withRefresh: true });
    await s.trpc('mutation', 'kb.delete', { ...key, docId: a.data.id }, owner.cookie);
    const after = await s.trpc<{ name: string }[]>('query', 'kb.list', key, owner.cookie);
    expect(after.data.map((d) => d.name)).toEqual(['Beta']);
    const theirs = await s.trpc('query', 'kb.list', key, other.cookie);
    expect(theirs.error?.data.code).toBe('NOT_FOUND');
  });
});

describe('knowledge upload limits', () => {
  it('refuses a file over KB_MAX_FILE_MB with a clear message', async () => {
    const s = await startTestServer({ env: { KB_MAX_FILE_MB: '0.001' } });
    try {
      const owner = await s.seedWorkspaceOwner();
      const headers = { authorization: `Bearer ${owner.workspace.workspaceSecret}` };
      await s.app.inject({
        method: 'POST',
        url: '/api/v2/agents/KbAgentLimit0001',
        payload: { title: 'L' },
        headers,
      });
      const big = multipart([{ name: 'big.txt', bytes: new TextEncoder().encode('x'.repeat(5000)) }]);
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v2/agents/KbAgentLimit0001/kb/files',
        payload: big.payload,
        headers: { ...headers, 'content-type': big.contentType },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(FILE_MESSAGES.tooLarge('big.txt', 0.001));
      const list = await s.app.inject({ method: 'GET', url: '/api/v2/agents/KbAgentLimit0001/kb', headers });
      expect(list.json().data).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { usageLogs, widgetFiles } from '@parley/db/schema';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { WIDGET_FILE_MESSAGES } from '@parley/messages/widget-files';
import { typeListOf } from '@parley/widget-files/domain/upload-rules';
import { EXE, HTML, PDF, PNG, pngOfSize, SVG, WAV } from '@parley/widget-files/testing/sample-files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { creditsOf, multipartFile, seedWidgetAgent } from '../testing/widget-fixtures';

const MB = 1024 * 1024;

/** Every file under a folder, recursively. */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
};

describe('POST /api/agents/{agentId}/files/{userId} (disk storage)', () => {
  let s: TestServer;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'parley-widget-files-'));
    s = await startTestServer({ env: { FILES_DIR: filesDir, WIDGET_UPLOADS_PER_MINUTE: '1000' } });
  });
  afterAll(async () => {
    await s.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const upload = (agentId: string, userId: string, component: string, name: string, bytes: Uint8Array) =>
    s.app.inject({
      method: 'POST',
      url: `/api/agents/${agentId}/files/${userId}?component=${component}`,
      ...multipartFile(name, bytes),
    });

  /** What a refused call must leave untouched. */
  async function snapshot(seed: Awaited<ReturnType<typeof seedWidgetAgent>>) {
    const db = s.ctx.dbs[seed.agentRegion].db;
    return {
      credits: await creditsOf(s, seed.owner.workspace.uid, seed.workspaceRegion),
      files: (await db.select().from(widgetFiles).where(eq(widgetFiles.agentId, seed.agentId))).length,
      logs: (
        await s.ctx.dbs[seed.workspaceRegion].db
          .select()
          .from(usageLogs)
          .where(eq(usageLogs.workspaceId, seed.owner.workspace.uid))
      ).length,
      disk: filesUnder(join(filesDir, seed.agentRegion, seed.agentId)).length,
    };
  }

  it('R-WUP-3 R-WUP-6 R-CRD-3 stores a chat upload, debits one credit with a usage log, and serves it', async () => {
    const seed = await seedWidgetAgent(s, { credits: 10 });
    const res = await upload(seed.agentId, seed.visitorId, 'chat', 'screenshot.png', PNG);
    expect(res.statusCode).toBe(200);
    const stored = res.json();
    expect(Object.keys(stored).sort()).toEqual(['contentType', 'fileName', 'id', 'sizeKB', 'url']);
    expect(stored).toMatchObject({ fileName: 'screenshot.png', contentType: 'image/png', sizeKB: 1 });
    expect(stored.url).toMatch(/^http:\/\/localhost:3000\/api\/files\/[A-Za-z0-9]{32}$/);

    expect(await creditsOf(s, seed.owner.workspace.uid, 'eu')).toBe(9);
    const [log] = await s.ctx.dbs.eu.db
      .select()
      .from(usageLogs)
      .where(eq(usageLogs.workspaceId, seed.owner.workspace.uid));
    expect(log).toMatchObject({
      agentId: seed.agentId,
      amount: 1,
      direction: 'decrease',
      causedBy: 'agent',
      featureKey: 'widget-upload',
    });
    const [row] = await s.ctx.dbs.eu.db.select().from(widgetFiles).where(eq(widgetFiles.id, stored.id));
    expect(row).toMatchObject({
      agentId: seed.agentId,
      userId: seed.visitorId,
      component: 'chat',
      storage: 'disk',
      sizeBytes: PNG.length,
    });
    expect(filesUnder(join(filesDir, 'eu', seed.agentId))).toHaveLength(1);

    const got = await s.app.inject({ method: 'GET', url: `/api/files/${stored.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(Buffer.from(PNG))).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(got.headers['content-disposition']).toBe('inline; filename="screenshot.png"');
    expect(got.headers['cache-control']).toContain('max-age=31536000');
  });

  it('R-WUP-6 serves documents as attachments under the name of their real type', async () => {
    const seed = await seedWidgetAgent(s);
    const res = await upload(seed.agentId, seed.visitorId, 'form', 'invoice.html', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fileName: 'invoice.pdf', contentType: 'application/pdf' });
    const got = await s.app.inject({ method: 'GET', url: `/api/files/${res.json().id}` });
    expect(got.headers['content-disposition']).toBe('attachment; filename="invoice.pdf"');
    expect(got.headers['content-type']).toBe('application/pdf');
  });

  it("R-WUP-1 R-WUP-3 refuses one byte over each component's limit with 'Max size: {n} MBs' and writes nothing", async () => {
    const seed = await seedWidgetAgent(s, { credits: 100 });
    const before = await snapshot(seed);
    for (const [component, mb] of [
      ['form', 5],
      ['formField', 10],
      ['chat', 30],
    ] as const) {
      const res = await upload(seed.agentId, seed.visitorId, component, 'big.png', pngOfSize(mb * MB + 1));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(WIDGET_FILE_MESSAGES.maxSize(mb));
      expect(res.json().detail).toBe(`Max size: ${mb} MBs`);
    }
    expect(await snapshot(seed)).toEqual(before);
  });

  it('R-WUP-3 R-CRD-3 takes a file of exactly the limit and charges one credit per started MB', async () => {
    const seed = await seedWidgetAgent(s, { credits: 100 });
    const atLimit = await upload(seed.agentId, seed.visitorId, 'formField', 'scan.png', pngOfSize(10 * MB));
    expect(atLimit.statusCode).toBe(200);
    expect(await creditsOf(s, seed.owner.workspace.uid, 'eu')).toBe(90);
    const justOver = await upload(seed.agentId, seed.visitorId, 'form', 'two.png', pngOfSize(2 * MB + 1));
    expect(justOver.statusCode).toBe(200);
    expect(await creditsOf(s, seed.owner.workspace.uid, 'eu')).toBe(87);
  });

  it('R-WUP-2 decides the type from the bytes: SVG, HTML and programs are refused; audio only in the chat', async () => {
    const seed = await seedWidgetAgent(s);
    const before = await snapshot(seed);
    for (const [name, bytes] of [
      ['logo.png', SVG],
      ['page.txt', HTML],
      ['setup.pdf', EXE],
    ] as const) {
      const res = await upload(seed.agentId, seed.visitorId, 'chat', name, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(WIDGET_FILE_MESSAGES.onlyTypes(typeListOf('chat')));
    }
    const voiceInForm = await upload(seed.agentId, seed.visitorId, 'form', 'note.wav', WAV);
    expect(voiceInForm.json().detail).toBe(`Only ${typeListOf('form')} files are allowed`);
    expect(await snapshot(seed)).toEqual(before);
    const voiceInChat = await upload(seed.agentId, seed.visitorId, 'chat', 'note.wav', WAV);
    expect(voiceInChat.json()).toMatchObject({ contentType: 'audio/wav', fileName: 'note.wav' });
  });

  it('R-CRD-3 refuses with a clear message when the workspace has no credits left, writing nothing', async () => {
    const seed = await seedWidgetAgent(s, { credits: 2 });
    const before = await snapshot(seed);
    const res = await upload(seed.agentId, seed.visitorId, 'chat', 'big.png', pngOfSize(2 * MB + 1));
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toBe(WIDGET_FILE_MESSAGES.noCredits);
    expect(await snapshot(seed)).toEqual(before);
    // Two credits still buy a 2 MB file.
    expect((await upload(seed.agentId, seed.visitorId, 'chat', 'ok.png', pngOfSize(2 * MB))).statusCode).toBe(
      200,
    );
    expect(await creditsOf(s, seed.owner.workspace.uid, 'eu')).toBe(0);
  });

  it('refuses unknown and disabled agents, malformed visitor ids and components, and non-multipart bodies', async () => {
    const seed = await seedWidgetAgent(s);
    const off = await seedWidgetAgent(s, { doc: { disabled: true } });
    const before = [await snapshot(seed), await snapshot(off)];

    expect((await upload('NoSuchAgent00001', 'NoSuchAgent00001-v', 'chat', 'a.png', PNG)).statusCode).toBe(
      404,
    );
    const disabled = await upload(off.agentId, off.visitorId, 'chat', 'a.png', PNG);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().detail).toBe(CHAT_MESSAGES.agentDisabled);
    expect((await upload(seed.agentId, 'bad id!', 'chat', 'a.png', PNG)).statusCode).toBe(400);
    // Past Fastify's 100-character path parameter limit the answer is 414 URI Too Long.
    expect([400, 414]).toContain(
      (await upload(seed.agentId, 'x'.repeat(129), 'chat', 'a.png', PNG)).statusCode,
    );
    expect((await upload(seed.agentId, 'a/b', 'chat', 'a.png', PNG)).statusCode).toBe(404);
    expect((await upload(seed.agentId, seed.visitorId, 'avatar', 'a.png', PNG)).statusCode).toBe(400);
    const json = await s.app.inject({
      method: 'POST',
      url: `/api/agents/${seed.agentId}/files/${seed.visitorId}`,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toBe(WIDGET_FILE_MESSAGES.multipart);
    expect([await snapshot(seed), await snapshot(off)]).toEqual(before);
  });

  it('R-CRD-3 debits a workspace that lives in the other region, and keeps the file with the agent', async () => {
    const seed = await seedWidgetAgent(s, { workspaceRegion: 'na', agentRegion: 'eu', credits: 5 });
    const res = await upload(seed.agentId, seed.visitorId, 'chat', 'a.png', PNG);
    expect(res.statusCode).toBe(200);
    expect(await creditsOf(s, seed.owner.workspace.uid, 'na')).toBe(4);
    expect(
      await s.ctx.dbs.eu.db.select().from(widgetFiles).where(eq(widgetFiles.id, res.json().id)),
    ).toHaveLength(1);
    const logs = await s.ctx.dbs.na.db
      .select()
      .from(usageLogs)
      .where(eq(usageLogs.workspaceId, seed.owner.workspace.uid));
    expect(logs.map((l) => l.featureKey)).toEqual(['widget-upload']);
  });

  it('answers 404 for unknown and malformed file ids', async () => {
    for (const id of ['A'.repeat(32), '../../etc/passwd', 'short'])
      expect(
        (await s.app.inject({ method: 'GET', url: `/api/files/${encodeURIComponent(id)}` })).statusCode,
      ).toBe(404);
  });
});

describe('widget uploads rate limit', () => {
  let s: TestServer;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'parley-widget-files-'));
    s = await startTestServer({ env: { FILES_DIR: filesDir, WIDGET_UPLOADS_PER_MINUTE: '2' } });
  });
  afterAll(async () => {
    await s.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('refuses a third upload from one address to one agent within a minute', async () => {
    const seed = await seedWidgetAgent(s);
    const send = () =>
      s.app.inject({
        method: 'POST',
        url: `/api/agents/${seed.agentId}/files/${seed.visitorId}`,
        ...multipartFile('a.png', PNG),
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toBe(WIDGET_FILE_MESSAGES.tooMany);
    expect(
      await s.ctx.dbs.eu.db.select().from(widgetFiles).where(eq(widgetFiles.agentId, seed.agentId)),
    ).toHaveLength(2);
  });
});

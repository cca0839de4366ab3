// POST /api/workspace/{userId}/logs (R-EVT-1): open to the workspace's agents, mail only for the workspace.
import { mailOutbox, workspaceLogs } from '@parley/db/schema';
import { EVENT_MESSAGES } from '@parley/messages/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;

describe('workspace log', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const agentOf = async (owner: Owner) => {
    const id = `Log${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.slice(0, 16);
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: { title: 'Logger' },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBeLessThan(300);
    return id;
  };
  const post = (userId: string, body: object, headers: Record<string, string> = {}, ip = '10.1.1.1') =>
    s.app.inject({
      method: 'POST',
      url: `/api/workspace/${userId}/logs`,
      payload: { userId, ...body },
      headers,
      remoteAddress: ip,
    });
  const logsOf = async (uid: string) =>
    s.ctx.dbs.eu.db.select().from(workspaceLogs).where(eq(workspaceLogs.workspaceId, uid));
  const mailsOf = async (uid: string) =>
    s.ctx.dbs.eu.db.select().from(mailOutbox).where(eq(mailOutbox.workspaceId, uid));

  it('R-EVT-1 stores an entry sent without credentials when it names an agent of the workspace; withEmail is ignored', async () => {
    const owner = await s.seedWorkspaceOwner();
    const agentId = await agentOf(owner);
    const res = await post(owner.workspace.uid, {
      agentId,
      type: 'handoff',
      content: 'A visitor asked for a person.',
      channel: 'widget',
      metadata: { convo: 'abc' },
      withEmail: true,
      region: 'eu',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: expect.any(Number) });
    const [row] = await logsOf(owner.workspace.uid);
    expect(row).toMatchObject({
      agentId,
      type: 'handoff',
      channel: 'widget',
      metadata: { convo: 'abc' },
      withEmail: false,
    });
    expect(await mailsOf(owner.workspace.uid)).toHaveLength(0);

    const listed = await s.trpc<Array<{ type: string }>>('query', 'events.logs', {}, owner.cookie);
    expect(listed.data.map((l) => l.type)).toEqual(['handoff']);
  });

  it('R-EVT-1 refuses anonymous entries without an agent of that workspace, and writes nothing', async () => {
    const owner = await s.seedWorkspaceOwner();
    const other = await s.seedWorkspaceOwner();
    const foreignAgent = await agentOf(other);
    for (const body of [
      { type: 'x', content: 'no agent' },
      { type: 'x', content: 'foreign', agentId: foreignAgent },
    ]) {
      const res = await post(owner.workspace.uid, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(EVENT_MESSAGES.logRefused);
    }
    expect(
      (await post('nosuchworkspace', { type: 'x', content: 'y', agentId: foreignAgent })).statusCode,
    ).toBe(404);
    expect(await logsOf(owner.workspace.uid)).toHaveLength(0);
  });

  it('R-EVT-1 e-mails the members when the workspace itself asks for it', async () => {
    const owner = await s.seedWorkspaceOwner();
    const res = await post(
      owner.workspace.uid,
      { type: 'import_done', content: 'Your import finished.', withEmail: true },
      { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    );
    expect(res.statusCode).toBe(200);
    const mails = await mailsOf(owner.workspace.uid);
    expect(mails.map((m) => [m.purpose, m.to, m.subject])).toEqual([
      ['workspace-log', [owner.email], 'Workspace log: import_done'],
    ]);
    expect(mails[0]?.text).toContain('Your import finished.');
  });

  it("refuses another workspace's credentials, bad keys, oversized entries and floods", async () => {
    const owner = await s.seedWorkspaceOwner();
    const other = await s.seedWorkspaceOwner();
    const agentId = await agentOf(owner);
    const uid = owner.workspace.uid;
    expect(
      (
        await post(
          uid,
          { type: 'x', content: 'y' },
          { authorization: `Bearer ${other.workspace.workspaceSecret}` },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await post(uid, { type: 'x', content: 'y' }, { authorization: 'Bearer vg_notarealsecret1234' }))
        .statusCode,
    ).toBe(401);
    expect((await post(uid, { agentId, type: 'x', content: 'y'.repeat(4001) })).statusCode).toBe(400);
    expect((await post(uid, { agentId, type: 'bad type!', content: 'y' })).statusCode).toBe(400);
    const big = await post(uid, { agentId, type: 'x', content: 'y', metadata: { blob: 'z'.repeat(5000) } });
    expect(big.json().detail).toBe(EVENT_MESSAGES.logMetadataTooLarge);
    expect((await post(uid, { userId: 'someone-else', agentId, type: 'x', content: 'y' })).statusCode).toBe(
      400,
    );
    expect(await logsOf(uid)).toHaveLength(0);

    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1)
      statuses.push(
        (await post(uid, { agentId, type: 'flood', content: `n${i}` }, {}, '10.9.9.9')).statusCode,
      );
    expect(statuses.filter((c) => c === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // The workspace itself is not limited.
    const own = await post(
      uid,
      { type: 'x', content: 'y' },
      { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
      '10.9.9.9',
    );
    expect(own.statusCode).toBe(200);
  });
});

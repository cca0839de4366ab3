import { usageLogs, workspaces } from '@parley/db/schema';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('POST /api/public/users/{userId}/consume-credits', () => {
  let s: TestServer;
  let owner: Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
  beforeAll(async () => {
    s = await startTestServer();
    owner = await s.seedWorkspaceOwner();
    await s.ctx.dbs.eu.db
      .update(workspaces)
      .set({ loadTokens: 10 })
      .where(eq(workspaces.uid, owner.workspace.uid));
  });
  afterAll(() => s.close());

  const consume = (userId: string, payload: object, secret?: string) =>
    s.app.inject({
      method: 'POST',
      url: `/api/public/users/${userId}/consume-credits`,
      payload,
      headers: secret ? { authorization: `Bearer ${secret}` } : {},
    });
  const balance = async () =>
    (await s.ctx.dbs.eu.db.select().from(workspaces).where(eq(workspaces.uid, owner.workspace.uid)))[0]
      ?.loadTokens;

  it('R-CRD-2 R-CRD-4 debits the balance, logs it and answers creditsConsumed and metrics', async () => {
    const res = await consume(
      owner.workspace.uid,
      {
        consume: 4,
        logData: { amount: 4, agentId: 'AgentX000001', causedBy: 'agent', logMessage: 'upload' },
        returnSafeUser: true,
      },
      owner.workspace.workspaceSecret,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      creditsConsumed: 4,
      metrics: { loadTokens: 6 },
      user: { uid: owner.workspace.uid, loadTokens: 6 },
    });
    expect(await balance()).toBe(6);
    const logs = await s.ctx.dbs.eu.db
      .select()
      .from(usageLogs)
      .where(eq(usageLogs.workspaceId, owner.workspace.uid));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      amount: 4,
      direction: 'decrease',
      causedBy: 'agent',
      agentId: 'AgentX000001',
      message: 'upload',
    });
  });

  it('R-CRD-2 refuses with 402 when the balance is short, changing nothing', async () => {
    const res = await consume(owner.workspace.uid, { consume: 7 }, owner.workspace.workspaceSecret);
    expect(res.statusCode).toBe(402);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(CHAT_MESSAGES.notEnoughCredits);
    expect(await balance()).toBe(6);
  });

  it('R-CRD-2 never lets concurrent calls overdraw the balance', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => consume(owner.workspace.uid, { consume: 3 }, owner.workspace.workspaceSecret)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 402]);
    expect(await balance()).toBe(0);
  });

  it("answers 403 to another workspace's secret and 401 without one", async () => {
    const other = await s.seedWorkspaceOwner();
    expect(
      (await consume(owner.workspace.uid, { consume: 1 }, other.workspace.workspaceSecret)).statusCode,
    ).toBe(403);
    expect((await consume(owner.workspace.uid, { consume: 1 })).statusCode).toBe(401);
  });
});

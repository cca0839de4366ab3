import { agents, clientUsers } from '@parley/db/schema';
import { LIMIT_MESSAGES } from '@parley/messages/workspaces';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { type Owner, workspaceFixtures } from '../testing/workspace-fixtures';

describe('plan limits (R-WKS-17)', () => {
  let s: TestServer;
  let f: ReturnType<typeof workspaceFixtures>;
  beforeAll(async () => {
    s = await startTestServer();
    f = workspaceFixtures(s);
  });
  afterAll(() => s.close());

  const writeAgent = (owner: Owner, id: string, region: 'eu' | 'na' = 'eu') =>
    s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}?region=${region}`,
      payload: { title: id },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
  const agentCount = async (uid: string) =>
    (await s.ctx.dbs.eu.db.select({ n: count() }).from(agents).where(eq(agents.ownerID, uid)))[0]!.n +
    (await s.ctx.dbs.na.db.select({ n: count() }).from(agents).where(eq(agents.ownerID, uid)))[0]!.n;

  it('R-WKS-17 a workspace has 2 agents by default, counted over both regions; the third is refused', async () => {
    const owner = await s.seedWorkspaceOwner();
    const tag = owner.user.uid.slice(0, 8);
    expect((await writeAgent(owner, `LimitA${tag}`, 'eu')).statusCode).toBe(200);
    expect((await writeAgent(owner, `LimitB${tag}`, 'na')).statusCode).toBe(200);
    const third = await writeAgent(owner, `LimitC${tag}`, 'eu');
    expect(third.statusCode).toBe(403);
    expect(third.json().detail).toBe(LIMIT_MESSAGES.agents(2));
    const template = await s.trpc(
      'mutation',
      'agents.convertAgentTemplateToAgent',
      { region: 'eu', agentName: 'One more', agentTemplate: 'customer-support' },
      owner.cookie,
    );
    expect(template.error).toMatchObject({ message: LIMIT_MESSAGES.agents(2), data: { code: 'FORBIDDEN' } });
    expect(await agentCount(owner.user.uid)).toBe(2);
    // Saving an existing agent is never limited.
    expect((await writeAgent(owner, `LimitA${tag}`, 'eu')).statusCode).toBe(200);
  });

  it('R-WKS-17 the custom plan raises the agent limit; concurrent creations never pass it', async () => {
    const owner = await s.seedWorkspaceOwner();
    await f.setPlanLimits(owner.user.uid, { maxAgents: 4 });
    const tag = owner.user.uid.slice(0, 8);
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) => writeAgent(owner, `Race${i}${tag}`, 'eu')),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(3);
    expect(await agentCount(owner.user.uid)).toBe(4);
  });

  it('R-WKS-17 a workspace has 2 clients by default over all its organisations', async () => {
    const owner = await s.seedWorkspaceOwner();
    const orgA = (await s.trpc<{ ID: string }>('mutation', 'orgs.create', { name: 'A' }, owner.cookie)).data;
    const orgB = (await s.trpc<{ ID: string }>('mutation', 'orgs.create', { name: 'B' }, owner.cookie)).data;
    const add = (orgId: string, n: number) =>
      s.trpc(
        'mutation',
        'orgs.addClient',
        { orgId, name: `C${n}`, email: `c${n}-${owner.user.uid}@example.com`, password: 'Abcdefghijk2345' },
        owner.cookie,
      );
    expect((await add(orgA.ID, 1)).status).toBe(200);
    expect((await add(orgB.ID, 2)).status).toBe(200);
    const third = await add(orgB.ID, 3);
    expect(third.error).toMatchObject({ message: LIMIT_MESSAGES.clients(2), data: { code: 'FORBIDDEN' } });
    const stored = await s.ctx.dbs.eu.db
      .select({ n: count() })
      .from(clientUsers)
      .where(eq(clientUsers.ownerID, owner.user.uid));
    expect(stored[0]!.n).toBe(2);
  });
});

describe('DEFAULT_WORKSPACE_LIMITS (self-hosting)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { DEFAULT_WORKSPACE_LIMITS: 'maxAgents=3,workspaceSeats=4' } });
  });
  afterAll(() => s.close());

  it('raises the defaults for every workspace', async () => {
    const owner = await s.seedWorkspaceOwner();
    const tag = owner.user.uid.slice(0, 8);
    const codes: number[] = [];
    for (const i of [1, 2, 3, 4]) {
      const res = await s.app.inject({
        method: 'POST',
        url: `/api/v2/agents/Raised${i}${tag}`,
        payload: { title: 'r' },
        headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 403]);
    const members = await s.trpc<{ seats: { allowance: number } }>(
      'query',
      'workspaces.members',
      {},
      owner.cookie,
    );
    expect(members.data.seats.allowance).toBe(4);
  });
});

import {
  agents,
  clientUsers,
  conversations,
  conversationTurns,
  organisations,
  workspaceInvitations,
  workspaces,
} from '@parley/db/schema';
import { DELETE_WORKSPACE_CONFIRMATION, WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { type Owner, type Summary, workspaceFixtures } from '../testing/workspace-fixtures';

describe('deleting a workspace (R-WKS-10, R-WKS-13)', () => {
  let s: TestServer;
  let f: ReturnType<typeof workspaceFixtures>;
  beforeAll(async () => {
    s = await startTestServer();
    f = workspaceFixtures(s);
  });
  afterAll(() => s.close());

  /** A team workspace with agents in both regions, a conversation, an organisation with a client and an invitation. */
  async function seedFullWorkspace(owner: Owner): Promise<Summary & { secret: string }> {
    const team = await f.seedTeamWorkspace(owner, 'Doomed');
    const { workspaceSecret: secret } = (
      await s.trpc<{ workspaceSecret: string }>('query', 'workspaces.secret', {}, owner.cookie)
    ).data;
    for (const [id, region] of [
      ['DoomedAgentEu01', 'eu'],
      ['DoomedAgentNa01', 'na'],
    ] as const) {
      const res = await s.app.inject({
        method: 'POST',
        url: `/api/v2/agents/${id}-${team.uid}?region=${region}`,
        payload: { title: id },
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const chat = await s.app.inject({
      method: 'POST',
      url: `/api/agents/DoomedAgentEu01-${team.uid}/interact/visitor-1`,
      payload: { action: { type: 'text', payload: 'hello' } },
    });
    expect(chat.statusCode).toBe(200);
    const org = await s.trpc<{ ID: string }>('mutation', 'orgs.create', { name: 'Doomed Org' }, owner.cookie);
    const client = await s.trpc(
      'mutation',
      'orgs.addClient',
      { orgId: org.data.ID, name: 'C', email: `c-${team.uid}@example.com`, password: 'Abcdefghijk2345' },
      owner.cookie,
    );
    expect(client.status).toBe(200);
    await f.mutation('workspaces.invite', { email: `i-${team.uid}@example.com` }, owner.cookie);
    return { ...team, secret };
  }

  const leftovers = async (uid: string) => {
    const agentsIn = async (region: 'eu' | 'na') =>
      (await s.ctx.dbs[region].db.select({ n: count() }).from(agents).where(eq(agents.ownerID, uid)))[0]!.n;
    return {
      agents: (await agentsIn('eu')) + (await agentsIn('na')),
      orgs: (
        await s.ctx.dbs.eu.db.select({ n: count() }).from(organisations).where(eq(organisations.ownerID, uid))
      )[0]!.n,
      clients: (
        await s.ctx.dbs.eu.db.select({ n: count() }).from(clientUsers).where(eq(clientUsers.ownerID, uid))
      )[0]!.n,
      invitations: (
        await s.ctx.dbs.eu.db
          .select({ n: count() })
          .from(workspaceInvitations)
          .where(eq(workspaceInvitations.workspaceUid, uid))
      )[0]!.n,
      conversations: (
        await s.ctx.dbs.eu.db
          .select({ n: count() })
          .from(conversations)
          .where(eq(conversations.agentId, `DoomedAgentEu01-${uid}`))
      )[0]!.n,
      turns: (
        await s.ctx.dbs.eu.db
          .select({ n: count() })
          .from(conversationTurns)
          .where(eq(conversationTurns.agentId, `DoomedAgentEu01-${uid}`))
      )[0]!.n,
      workspace: (
        await s.ctx.dbs.eu.db.select({ n: count() }).from(workspaces).where(eq(workspaces.uid, uid))
      )[0]!.n,
    };
  };

  it("R-WKS-10 needs 'THIS ACTION CANNOT BE UNDONE.'; a wrong text or a member deletes nothing", async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await seedFullWorkspace(owner);
    await f.setPlanLimits(team.uid, { workspaceSeats: 5 });
    const member = await f.seedMember(owner, team);
    await f.mutation('workspaces.switch', { uid: team.uid, region: 'eu' }, member.cookie);
    const before = await leftovers(team.uid);
    // Two invitations: the pending one and the member's accepted one.
    expect(before).toEqual({
      agents: 2,
      orgs: 1,
      clients: 1,
      invitations: 2,
      conversations: 1,
      turns: 3,
      workspace: 1,
    });
    const wrong = await s.trpc(
      'mutation',
      'workspaces.delete',
      { confirmation: 'this action cannot be undone.' },
      owner.cookie,
    );
    expect(wrong.error).toMatchObject({
      message: WORKSPACE_MESSAGES.confirmationMismatch,
      data: { code: 'BAD_REQUEST' },
    });
    const byMember = await s.trpc(
      'mutation',
      'workspaces.delete',
      { confirmation: DELETE_WORKSPACE_CONFIRMATION },
      member.cookie,
    );
    expect(byMember.error?.data.code).toBe('FORBIDDEN');
    expect(await leftovers(team.uid)).toEqual(before);
  });

  it('R-WKS-10 deletes its agents (both regions), conversations, organisations, clients and invitations; sessions fall back', async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await seedFullWorkspace(owner);
    const done = await f.mutation(
      'workspaces.delete',
      { confirmation: DELETE_WORKSPACE_CONFIRMATION },
      owner.cookie,
    );
    expect(done).toEqual({ workspaceName: 'Doomed' });
    expect(await leftovers(team.uid)).toEqual({
      agents: 0,
      orgs: 0,
      clients: 0,
      invitations: 0,
      conversations: 0,
      turns: 0,
      workspace: 0,
    });
    expect((await f.me(owner.cookie))?.workspace).toMatchObject({ uid: owner.user.uid, isPersonal: true });
    const oldKey = await s.app.inject({
      method: 'GET',
      url: '/api/v2/agents/DoomedAgentEu01x',
      headers: { authorization: `Bearer ${team.secret}` },
    });
    expect(oldKey.statusCode).toBe(401);
  });

  it('R-WKS-10 the personal workspace is never deleted', async () => {
    const owner = await s.seedWorkspaceOwner();
    const res = await s.trpc(
      'mutation',
      'workspaces.delete',
      { confirmation: DELETE_WORKSPACE_CONFIRMATION },
      owner.cookie,
    );
    expect(res.error?.message).toBe(WORKSPACE_MESSAGES.personalNotDeletable);
    const rest = await s.app.inject({
      method: 'DELETE',
      url: `/api/v2/workspaces/${owner.user.uid}`,
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(rest.statusCode).toBe(400);
    expect(await f.storedWorkspace(owner.user.uid)).toBeDefined();
  });

  it("R-WKS-13 DELETE /v2/workspaces/{uid} with the workspace's secret; another secret is 403 and nothing goes", async () => {
    const owner = await s.seedWorkspaceOwner();
    const other = await s.seedWorkspaceOwner();
    const team = await seedFullWorkspace(owner);
    const before = await leftovers(team.uid);
    const foreign = await s.app.inject({
      method: 'DELETE',
      url: `/api/v2/workspaces/${team.uid}`,
      headers: { authorization: `Bearer ${other.workspace.workspaceSecret}` },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['content-type']).toContain('application/problem+json');
    expect(await leftovers(team.uid)).toEqual(before);
    const res = await s.app.inject({
      method: 'DELETE',
      url: `/api/v2/workspaces/${team.uid}`,
      headers: { authorization: `Bearer ${team.secret}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Successfully deleted workspace.' });
    expect((await leftovers(team.uid)).workspace).toBe(0);
  });
});

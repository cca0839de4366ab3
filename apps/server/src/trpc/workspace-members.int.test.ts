import { mailOutbox, workspaceInvitations } from '@parley/db/schema';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { type Owner, type Summary, workspaceFixtures } from '../testing/workspace-fixtures';

interface Members {
  members: Array<{ email: string; isOwner: boolean; isYou: boolean }>;
  invitations: Array<{ id: string; email: string; expiresAt: number }>;
  seats: { used: number; allowance: number | null };
  canManage: boolean;
}

describe('workspace members and invitations', () => {
  let s: TestServer;
  let f: ReturnType<typeof workspaceFixtures>;
  beforeAll(async () => {
    s = await startTestServer();
    f = workspaceFixtures(s);
  });
  afterAll(() => s.close());

  const invite = (owner: Owner, email: string) =>
    s.trpc('mutation', 'workspaces.invite', { email }, owner.cookie);
  const members = async (cookie: string) =>
    (await s.trpc<Members>('query', 'workspaces.members', {}, cookie)).data;
  const writes = async (uid: string) => ({
    invitations: (
      await s.ctx.dbs.eu.db
        .select({ n: count() })
        .from(workspaceInvitations)
        .where(eq(workspaceInvitations.workspaceUid, uid))
    )[0]!.n,
    mails: (
      await s.ctx.dbs.eu.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.workspaceId, uid))
    )[0]!.n,
    emails: (await f.storedWorkspace(uid))?.workspaceEmails,
  });

  it("R-WKS-7 an invitation is a token e-mailed with a join link: 'Successfully invited {email}'", async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner, 'Invite Co');
    const res = await s.trpc<{ message: string; mailStatus: string }>(
      'mutation',
      'workspaces.invite',
      { email: ' Ann@Example.com ' },
      owner.cookie,
    );
    expect(res.data).toMatchObject({ message: 'Successfully invited ann@example.com', mailStatus: 'stored' });
    const [mail] = await s.ctx.dbs.eu.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.workspaceId, team.uid));
    expect(mail).toMatchObject({ purpose: 'workspace-invite', to: ['ann@example.com'] });
    const link = await f.invitationLinkOf(team.uid, 'ann@example.com');
    expect(link.url.pathname).toBe('/join');
    expect(link.token).toMatch(/^[A-Za-z0-9]{40}$/);
    const secret = (await s.trpc<{ workspaceSecret: string }>('query', 'workspaces.secret', {}, owner.cookie))
      .data;
    expect(mail?.html).not.toContain(secret.workspaceSecret);
    const [row] = await s.ctx.dbs.eu.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceUid, team.uid));
    expect(row?.tokenDigest).not.toContain(link.token);
    expect(row!.expiresAt - row!.createdAt).toBe(7 * 24 * 3600 * 1000);
    const listed = await members(owner.cookie);
    expect(listed.invitations.map((i) => i.email)).toEqual(['ann@example.com']);
    expect(listed.seats).toEqual({ used: 2, allowance: 2 });
  });

  it('R-WKS-3 R-WKS-4 R-WKS-5 refusals say why and write nothing', async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner);
    const before = await writes(team.uid);
    expect((await invite(owner, 'not-an-email')).error?.message).toBe('Please enter a valid email');
    expect((await invite(owner, 'nodot@localhost')).error?.message).toBe('Please enter a valid email');
    expect((await invite(owner, owner.email.toUpperCase())).error?.message).toBe(
      "You can't invite yourself lol",
    );
    expect(await writes(team.uid)).toEqual(before);

    expect((await invite(owner, 'first@example.com')).status).toBe(200);
    const afterFirst = await writes(team.uid);
    const full = await invite(owner, 'second@example.com');
    expect(full.error).toMatchObject({
      message: 'You have reached the maximum number of seats',
      data: { code: 'FORBIDDEN' },
    });
    expect(await writes(team.uid)).toEqual(afterFirst);
    // A re-invite of the same e-mail replaces its invitation rather than taking a second seat.
    expect((await invite(owner, 'first@example.com')).status).toBe(200);
    expect((await writes(team.uid)).invitations).toBe(1);
  });

  it('R-WKS-5 the custom plan adds seats to the base; an expired invitation frees its seat', async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner);
    await f.setPlanLimits(team.uid, { workspaceSeats: 1 });
    expect((await invite(owner, 'a@example.com')).status).toBe(200);
    expect((await invite(owner, 'b@example.com')).status).toBe(200);
    expect((await invite(owner, 'c@example.com')).error?.message).toBe(WORKSPACE_MESSAGES.maxSeats);
    await s.ctx.dbs.eu.db
      .update(workspaceInvitations)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(workspaceInvitations.email, 'a@example.com'));
    expect((await invite(owner, 'c@example.com')).status).toBe(200);
    expect((await members(owner.cookie)).seats).toEqual({ used: 3, allowance: 3 });
  });

  it('R-WKS-6 R-WKS-2 the invitee joins, signs up, switches in and works on the workspace’s agents', async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner, 'Shared Desk');
    const agent = await s.trpc<{ agentCreated: { ID: string } }>(
      'mutation',
      'agents.convertAgentTemplateToAgent',
      { region: 'eu', agentName: 'Shared agent', agentTemplate: 'customer-support' },
      owner.cookie,
    );
    const member = await f.seedMember(owner, team);
    const list = await s.trpc<Summary[]>('query', 'workspaces.list', {}, member.cookie);
    expect(list.data.map((w) => [w.uid, w.role])).toEqual([
      [member.user.uid, 'owner'],
      [team.uid, 'member'],
    ]);
    await f.mutation('workspaces.switch', { uid: team.uid, region: 'eu' }, member.cookie);
    expect((await f.me(member.cookie))?.workspace).toMatchObject({
      uid: team.uid,
      role: 'member',
      isOwner: false,
    });
    const agents = await s.trpc<Array<{ ID: string }>>(
      'query',
      'agents.list',
      { region: 'eu' },
      member.cookie,
    );
    expect(agents.data.map((a) => a.ID)).toEqual([agent.data.agentCreated.ID]);
    const got = await s.trpc(
      'query',
      'agents.get',
      { region: 'eu', agentId: agent.data.agentCreated.ID },
      member.cookie,
    );
    expect(got.status).toBe(200);
    const listed = await members(member.cookie);
    expect(listed.canManage).toBe(false);
    expect(listed.invitations).toEqual([]);
    expect(listed.members.map((m) => [m.email, m.isOwner, m.isYou])).toEqual([
      [owner.email.toLowerCase(), true, false],
      [member.email, false, true],
    ]);
  });

  it('R-WKS-20 a member cannot use owner-only procedures; each refusal writes nothing', async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner, 'Owner Only');
    const member = await f.seedMember(owner, team);
    await f.mutation('workspaces.switch', { uid: team.uid, region: 'eu' }, member.cookie);
    const before = await writes(team.uid);
    const calls: Array<[string, 'query' | 'mutation', unknown]> = [
      ['workspaces.update', 'mutation', { workspaceName: 'Hijacked' }],
      ['workspaces.invite', 'mutation', { email: 'friend@example.com' }],
      ['workspaces.removeMember', 'mutation', { email: owner.email }],
      ['workspaces.delete', 'mutation', { confirmation: 'THIS ACTION CANNOT BE UNDONE.' }],
      ['workspaces.secret', 'query', {}],
      ['workspaces.outbox', 'query', {}],
    ];
    for (const [path, kind, input] of calls) {
      const res = await s.trpc(kind, path, input, member.cookie);
      expect(res.error, path).toMatchObject({
        message: WORKSPACE_MESSAGES.ownerOnly,
        data: { code: 'FORBIDDEN' },
      });
    }
    expect(await writes(team.uid)).toEqual(before);
    expect((await f.storedWorkspace(team.uid))?.workspaceName).toBe('Owner Only');
  });

  it("R-WKS-9 'You cannot remove yourself from the workspace.'; the removed member falls back to personal", async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner);
    const member = await f.seedMember(owner, team);
    await f.mutation('workspaces.switch', { uid: team.uid, region: 'eu' }, member.cookie);
    const self = await s.trpc('mutation', 'workspaces.removeMember', { email: owner.email }, owner.cookie);
    expect(self.error?.message).toBe('You cannot remove yourself from the workspace.');
    expect((await f.storedWorkspace(team.uid))?.workspaceEmails).toHaveLength(2);

    await f.mutation('workspaces.removeMember', { email: member.email.toUpperCase() }, owner.cookie);
    expect((await f.storedWorkspace(team.uid))?.workspaceEmails).toEqual([owner.email.toLowerCase()]);
    expect((await f.me(member.cookie))?.workspace).toMatchObject({ uid: member.user.uid, isPersonal: true });
    const agents = await s.trpc(
      'mutation',
      'workspaces.switch',
      { uid: team.uid, region: 'eu' },
      member.cookie,
    );
    expect(agents.error?.data.code).toBe('NOT_FOUND');
    const again = await s.trpc('mutation', 'workspaces.removeMember', { email: member.email }, owner.cookie);
    expect(again.error?.data.code).toBe('NOT_FOUND');
  });

  it('a member leaves; the owner cannot leave', async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner, 'Leavable');
    const member = await f.seedMember(owner, team);
    await f.mutation('workspaces.switch', { uid: team.uid, region: 'eu' }, member.cookie);
    const ownerLeaves = await s.trpc('mutation', 'workspaces.leave', {}, owner.cookie);
    expect(ownerLeaves.error?.message).toBe(WORKSPACE_MESSAGES.ownerCannotLeave);
    expect(await f.mutation('workspaces.leave', {}, member.cookie)).toEqual({ workspaceName: 'Leavable' });
    expect((await f.storedWorkspace(team.uid))?.workspaceEmails).toEqual([owner.email.toLowerCase()]);
    expect((await f.me(member.cookie))?.workspace.uid).toBe(member.user.uid);
  });

  it('the owner revokes a pending invitation; its link stops working', async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner);
    await f.mutation('workspaces.invite', { email: 'gone@example.com' }, owner.cookie);
    const link = await f.invitationLinkOf(team.uid, 'gone@example.com');
    const [pending] = (await members(owner.cookie)).invitations;
    const stranger = await s.seedWorkspaceOwner();
    const foreign = await s.trpc(
      'mutation',
      'workspaces.revokeInvitation',
      { invitationId: pending!.id },
      stranger.cookie,
    );
    expect(foreign.error?.data.code).toBe('NOT_FOUND');
    expect(
      await f.mutation('workspaces.revokeInvitation', { invitationId: pending!.id }, owner.cookie),
    ).toEqual({
      email: 'gone@example.com',
    });
    expect((await members(owner.cookie)).invitations).toEqual([]);
    const joined = await f.join(team.uid, link.token, 'gone@example.com');
    expect(joined.statusCode).toBe(404);
    expect(joined.json().detail).toBe(WORKSPACE_MESSAGES.invitationInvalid);
  });
});

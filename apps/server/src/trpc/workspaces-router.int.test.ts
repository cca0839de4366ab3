import { agents, sessions, workspaces } from '@parley/db/schema';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { type Summary, workspaceFixtures } from '../testing/workspace-fixtures';

describe('workspaces.* (list, switch, create, update, secret)', () => {
  let s: TestServer;
  let f: ReturnType<typeof workspaceFixtures>;
  beforeAll(async () => {
    s = await startTestServer();
    f = workspaceFixtures(s);
  });
  afterAll(() => s.close());

  const countWorkspaces = async () =>
    (await s.ctx.dbs.eu.db.select({ n: count() }).from(workspaces))[0]!.n +
    (await s.ctx.dbs.na.db.select({ n: count() }).from(workspaces))[0]!.n;

  it('R-WKS-1 a new account acts for its personal workspace, as its owner', async () => {
    const owner = await s.seedWorkspaceOwner();
    const me = await f.me(owner.cookie);
    expect(me?.workspace).toMatchObject({
      uid: owner.user.uid,
      region: 'eu',
      role: 'owner',
      isOwner: true,
      isPersonal: true,
    });
    expect(me?.account.region).toBe('eu');
    const list = await s.trpc<Summary[]>('query', 'workspaces.list', {}, owner.cookie);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ uid: owner.user.uid, isPersonal: true, active: true });
  });

  it("R-SHL-9 R-WKS-16 '+ New Workspace': a 15-character uid, owned by the account, its own sealed secret", async () => {
    const owner = await s.seedWorkspaceOwner();
    const created = await f.mutation<Summary>(
      'workspaces.create',
      { workspaceName: '  Acme Support  ', region: 'eu' },
      owner.cookie,
    );
    expect(created).toMatchObject({ workspaceName: 'Acme Support', role: 'owner', isPersonal: false });
    expect(created.uid).toMatch(/^[A-Za-z0-9]{15}$/);
    const row = await f.storedWorkspace(created.uid);
    expect(row).toMatchObject({ ownerID: owner.user.uid, workspaceEmails: [owner.email.toLowerCase()] });
    expect(row?.workspaceSecretSealed).not.toMatch(/^vg_/);

    const list = await s.trpc<Array<Summary & { active: boolean }>>(
      'query',
      'workspaces.list',
      {},
      owner.cookie,
    );
    expect(list.data.map((w) => [w.uid, w.isPersonal, w.active])).toEqual([
      [owner.user.uid, true, true],
      [created.uid, false, false],
    ]);

    await f.mutation('workspaces.switch', { uid: created.uid, region: 'eu' }, owner.cookie);
    const secret = await s.trpc<{ workspaceSecret: string }>('query', 'workspaces.secret', {}, owner.cookie);
    expect(secret.data.workspaceSecret).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(secret.data.workspaceSecret).not.toBe(owner.workspace.workspaceSecret);
  });

  it("R-WKS-8 create and save require a name: 'Please enter a workspace name.' and write nothing", async () => {
    const owner = await s.seedWorkspaceOwner();
    const before = await countWorkspaces();
    const res = await s.trpc(
      'mutation',
      'workspaces.create',
      { workspaceName: '   ', region: 'eu' },
      owner.cookie,
    );
    expect(res.error).toMatchObject({
      message: WORKSPACE_MESSAGES.nameRequired,
      data: { code: 'BAD_REQUEST' },
    });
    expect(await countWorkspaces()).toBe(before);

    const team = await f.seedTeamWorkspace(owner, 'Named');
    const save = await s.trpc('mutation', 'workspaces.update', { workspaceName: '' }, owner.cookie);
    expect(save.error?.message).toBe('Please enter a workspace name.');
    expect((await f.storedWorkspace(team.uid))?.workspaceName).toBe('Named');
  });

  it('R-WKS-11 the owner saves the name and the uploaded logo', async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner, 'Before');
    const logo = 'http://localhost:3000/api/uploads/eu/abcdefghijklmnop';
    const saved = await f.mutation<Summary & { workspacePhotoURL: string }>(
      'workspaces.update',
      { workspaceName: 'After', workspacePhotoURL: logo },
      owner.cookie,
    );
    expect(saved).toMatchObject({ uid: team.uid, workspaceName: 'After', workspacePhotoURL: logo });
    expect(await f.storedWorkspace(team.uid)).toMatchObject({
      workspaceName: 'After',
      workspacePhotoURL: logo,
    });
    const bad = await s.trpc(
      'mutation',
      'workspaces.update',
      { workspaceName: 'After', workspacePhotoURL: 'javascript:alert(1)' },
      owner.cookie,
    );
    expect(bad.error?.message).toBe(WORKSPACE_MESSAGES.invalidPhotoUrl);
    expect((await f.storedWorkspace(team.uid))?.workspacePhotoURL).toBe(logo);
  });

  it('R-WKS-2 switching makes the dashboard act for the workspace: its agents, not the personal ones', async () => {
    const owner = await s.seedWorkspaceOwner();
    const personalAgent = await s.app.inject({
      method: 'POST',
      url: '/api/v2/agents/PersonalAgent01',
      payload: { title: 'Personal' },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(personalAgent.statusCode).toBe(200);
    const team = await f.seedTeamWorkspace(owner);
    expect((await f.me(owner.cookie))?.workspace).toMatchObject({ uid: team.uid, isPersonal: false });
    const created = await s.trpc<{ agentCreated: { ID: string } }>(
      'mutation',
      'agents.convertAgentTemplateToAgent',
      { region: 'eu', agentName: 'Team agent', agentTemplate: 'customer-support' },
      owner.cookie,
    );
    expect(created.status).toBe(200);
    const teamAgents = await s.trpc<Array<{ ID: string }>>(
      'query',
      'agents.list',
      { region: 'eu' },
      owner.cookie,
    );
    expect(teamAgents.data.map((a) => a.ID)).toEqual([created.data.agentCreated.ID]);
    const [stored] = await s.ctx.dbs.eu.db
      .select({ ownerID: agents.ownerID })
      .from(agents)
      .where(eq(agents.id, created.data.agentCreated.ID));
    expect(stored?.ownerID).toBe(team.uid);

    await f.mutation('workspaces.switch', { uid: owner.user.uid, region: 'eu' }, owner.cookie);
    const back = await s.trpc<Array<{ ID: string }>>('query', 'agents.list', { region: 'eu' }, owner.cookie);
    expect(back.data.map((a) => a.ID)).toEqual(['PersonalAgent01']);
    const [row] = await s.ctx.dbs.eu.db.select().from(sessions).where(eq(sessions.accountId, owner.user.uid));
    expect(row).toMatchObject({ workspaceUid: null, workspaceRegion: null });
  });

  it('workspaces of an account live in either region; the session follows into the other one', async () => {
    const owner = await s.seedWorkspaceOwner({ region: 'eu' });
    const na = await f.seedTeamWorkspace(owner, 'Over the ocean', 'na');
    expect(await f.storedWorkspace(na.uid, 'na')).toMatchObject({ location: '(default)' });
    expect(await f.me(owner.cookie)).toMatchObject({
      account: { region: 'eu' },
      workspace: { uid: na.uid, region: 'na', role: 'owner' },
    });
    const list = await s.trpc<Summary[]>('query', 'workspaces.list', {}, owner.cookie);
    expect(list.data.map((w) => [w.workspaceName.startsWith('Personal'), w.region])).toEqual([
      [true, 'eu'],
      [false, 'na'],
    ]);
  });

  it("switching to someone else's workspace reads as missing and changes nothing", async () => {
    const owner = await s.seedWorkspaceOwner();
    const stranger = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner);
    const res = await s.trpc(
      'mutation',
      'workspaces.switch',
      { uid: team.uid, region: 'eu' },
      stranger.cookie,
    );
    expect(res.error).toMatchObject({ message: WORKSPACE_MESSAGES.notFound, data: { code: 'NOT_FOUND' } });
    expect((await f.me(stranger.cookie))?.workspace.uid).toBe(stranger.user.uid);
    const personal = await s.trpc(
      'mutation',
      'workspaces.switch',
      { uid: owner.user.uid, region: 'eu' },
      stranger.cookie,
    );
    expect(personal.error?.data.code).toBe('NOT_FOUND');
  });

  it('the same e-mail signed up in the other region does not get into the owner’s workspaces', async () => {
    const owner = await s.seedWorkspaceOwner({ region: 'eu' });
    const team = await f.seedTeamWorkspace(owner);
    const twin = await s.seedWorkspaceOwner({ email: owner.email, region: 'na' });
    const list = await s.trpc<Summary[]>('query', 'workspaces.list', {}, twin.cookie);
    expect(list.data.map((w) => w.uid)).toEqual([twin.user.uid]);
    for (const uid of [owner.user.uid, team.uid]) {
      const res = await s.trpc('mutation', 'workspaces.switch', { uid, region: 'eu' }, twin.cookie);
      expect(res.error?.data.code).toBe('NOT_FOUND');
    }
  });

  it('anonymous callers are refused', async () => {
    expect((await s.trpc('query', 'workspaces.list', {})).error?.data.code).toBe('UNAUTHORIZED');
    const before = await countWorkspaces();
    const res = await s.trpc('mutation', 'workspaces.create', { workspaceName: 'X', region: 'eu' });
    expect(res.error?.data.code).toBe('UNAUTHORIZED');
    expect(await countWorkspaces()).toBe(before);
    expect((await s.trpc('query', 'auth.me', {})).data).toBeNull();
  });
});

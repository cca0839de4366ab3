// Issue 7's permission matrix: for each procedure and REST route of workspaces, organisations, clients,
// agencies and events, each kind of caller gets exactly what it may, and a refused call writes nothing.
import type { TOrganisation } from '@parley/contract/organisations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledSnapshot, snapshotRows } from '../testing/db-snapshot';
import { CLIENT_PASSWORD, clientCookie } from '../testing/seed-clients';
import { startTestServer, type TestServer } from '../testing/test-server';
import { type Owner, type Summary, workspaceFixtures } from '../testing/workspace-fixtures';

const ACTORS = [
  'owner',
  'member',
  'otherWorkspace',
  'agencyAdmin',
  'orgAdmin',
  'client',
  'otherOrgClient',
  'anonymous',
] as const;
type Actor = (typeof ACTORS)[number];
const SESSIONS: Actor[] = ['owner', 'member', 'otherWorkspace'];
const CLIENTS: Actor[] = ['agencyAdmin', 'orgAdmin', 'client', 'otherOrgClient'];
const REFUSED = [401, 403, 404];

/** What an actor should get: 200, a refusal, a validation error after access was granted, or not tried. */
type Expect = 'ok' | 'refused' | 'checked' | 'skip';

interface Case {
  name: string;
  /** Expected outcome per actor; actors not named are refused. */
  expect: Partial<Record<Actor, Expect>>;
  call: (actor: Actor, n: number) => Promise<number>;
}

describe('permission matrix (issue 7)', () => {
  let s: TestServer;
  let f: ReturnType<typeof workspaceFixtures>;
  const cookies = {} as Record<Actor, string | undefined>;
  const emails: Partial<Record<Actor, string>> = {};
  let owner: Owner;
  let other: Owner;
  let team: Summary;
  let teamSecret: string;
  let otherSecret: string;
  let org1: TOrganisation;
  let org2: TOrganisation;
  let clientId: string;
  let otherOrgClientId: string;
  let agentId: string;
  let otherOrgAgentId: string;
  const cases: Case[] = [];

  const trpcStatus = async (kind: 'query' | 'mutation', path: string, input: unknown, actor: Actor) =>
    (await s.trpc(kind, path, input, cookies[actor])).status;
  const rest = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    actor: Actor,
    payload?: object,
    bearer?: string,
  ) =>
    (
      await s.app.inject({
        method,
        url,
        payload,
        headers: {
          ...(cookies[actor] ? { cookie: cookies[actor] } : {}),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
      })
    ).statusCode;

  beforeAll(async () => {
    s = await startTestServer();
    f = workspaceFixtures(s);
    owner = await s.seedWorkspaceOwner({ planLimits: { maxAgents: 50, maxClients: 50, workspaceSeats: 20 } });
    team = await f.seedTeamWorkspace(owner, 'Agency Team');
    await f.setPlanLimits(team.uid, { maxAgents: 50, maxClients: 50, workspaceSeats: 20 });
    const member = await f.seedMember(owner, team);
    await f.mutation('workspaces.switch', { uid: team.uid, region: 'eu' }, member.cookie);
    other = await s.seedWorkspaceOwner();
    teamSecret = (await s.trpc<{ workspaceSecret: string }>('query', 'workspaces.secret', {}, owner.cookie))
      .data.workspaceSecret;
    otherSecret = other.workspace.workspaceSecret;

    const writeAgent = async (id: string) => {
      const res = await s.app.inject({
        method: 'POST',
        url: `/api/v2/agents/${id}?region=eu`,
        payload: { title: id },
        headers: { authorization: `Bearer ${teamSecret}` },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    };
    agentId = `permAgent${Date.now().toString(36)}`;
    otherOrgAgentId = `${agentId}b`;
    await writeAgent(agentId);
    await writeAgent(otherOrgAgentId);

    org1 = (
      await s.trpc<TOrganisation>('mutation', 'orgs.create', { region: 'eu', name: 'Org One' }, owner.cookie)
    ).data;
    org2 = (
      await s.trpc<TOrganisation>('mutation', 'orgs.create', { region: 'eu', name: 'Org Two' }, owner.cookie)
    ).data;
    const addClient = async (orgId: string, email: string, extra: object) => {
      const res = await s.trpc<{ ID: string }>(
        'mutation',
        'orgs.addClient',
        { region: 'eu', orgId, name: email.split('@')[0], email, password: CLIENT_PASSWORD, ...extra },
        owner.cookie,
      );
      if (res.status !== 200) throw new Error(JSON.stringify(res.error));
      return res.data.ID;
    };
    const stamp = Date.now();
    clientId = await addClient(org1.ID, `perm-client-${stamp}@example.com`, {
      widgetIDs: [agentId],
      canAccess: ['/home', '/convos'],
    });
    await addClient(org1.ID, `perm-admin-${stamp}@example.com`, {
      widgetIDs: [agentId],
      canAccess: ['/home', '/convos'],
      isOrgAdmin: true,
    });
    otherOrgClientId = await addClient(org2.ID, `perm-other-${stamp}@example.com`, {
      widgetIDs: [otherOrgAgentId],
      canAccess: ['/home', '/convos', '/kb', '/settings'],
    });

    emails.owner = owner.email;
    emails.otherWorkspace = other.email;
    emails.member = member.email;
    cookies.owner = owner.cookie;
    cookies.member = member.cookie;
    cookies.otherWorkspace = other.cookie;
    cookies.client = await clientCookie(s, `perm-client-${stamp}@example.com`);
    cookies.orgAdmin = await clientCookie(s, `perm-admin-${stamp}@example.com`);
    cookies.otherOrgClient = await clientCookie(s, `perm-other-${stamp}@example.com`);
    const { secret } = (await s.trpc<{ secret: string }>('query', 'agency.secret', undefined, owner.cookie))
      .data;
    const admin = await s.app.inject({ method: 'POST', url: '/api/auth/client/admin', payload: { secret } });
    cookies.agencyAdmin = `client_token=${admin.cookies.find((c) => c.name === 'client_token')!.value}`;
    cookies.anonymous = undefined;

    const q = (path: string, input: unknown) => (a: Actor) => trpcStatus('query', path, input, a);
    const m = (path: string, input: (a: Actor, n: number) => unknown) => (a: Actor, n: number) =>
      trpcStatus('mutation', path, input(a, n), a);
    const sessionsOk = { owner: 'ok', member: 'ok', otherWorkspace: 'ok' } as const;
    const ownersOk = { owner: 'ok', otherWorkspace: 'ok' } as const;
    const teamOk = { owner: 'ok', member: 'ok' } as const;
    const org1Ref = { region: 'eu', orgId: org1.ID };
    const agentRef = { region: 'eu', agentId };

    cases.push(
      // Workspaces (R-WKS-*): procedures act on the caller's active workspace; owner-only ones refuse members.
      { name: 'workspaces.list', expect: sessionsOk, call: q('workspaces.list', undefined) },
      { name: 'workspaces.members', expect: sessionsOk, call: q('workspaces.members', undefined) },
      {
        name: 'workspaces.invite',
        expect: ownersOk,
        call: m('workspaces.invite', (a, n) => ({ email: `invitee-${a}-${n}@example.com` })),
      },
      {
        name: 'workspaces.update',
        expect: ownersOk,
        call: m('workspaces.update', (a) => ({ workspaceName: `Renamed by ${a}` })),
      },
      { name: 'workspaces.secret', expect: ownersOk, call: q('workspaces.secret', undefined) },
      { name: 'workspaces.outbox', expect: ownersOk, call: q('workspaces.outbox', {}) },
      {
        name: 'workspaces.removeMember (yourself, R-WKS-9)',
        expect: { owner: 'checked', otherWorkspace: 'checked' },
        call: m('workspaces.removeMember', (a) => ({ email: emails[a] ?? 'nobody@example.com' })),
      },
      {
        name: 'workspaces.delete (wrong confirmation)',
        expect: { owner: 'checked', otherWorkspace: 'checked' },
        call: m('workspaces.delete', () => ({ confirmation: 'no' })),
      },
      {
        name: 'workspaces.switch to the agency team',
        expect: teamOk,
        call: m('workspaces.switch', () => ({ uid: team.uid, region: 'eu' })),
      },
      // Agency settings (R-AGY-*, R-CLA-14): members read, the owner changes; clients never.
      { name: 'agency.mine', expect: sessionsOk, call: q('agency.mine', undefined) },
      { name: 'agency.update', expect: ownersOk, call: m('agency.update', (a) => ({ name: `Agency ${a}` })) },
      { name: 'agency.secret', expect: ownersOk, call: q('agency.secret', undefined) },
      {
        name: 'agency.regenerateSecret',
        expect: { owner: 'skip', otherWorkspace: 'skip' },
        call: m('agency.regenerateSecret', () => undefined),
      },
      {
        name: 'agency.addSendingDomain',
        expect: ownersOk,
        call: m('agency.addSendingDomain', (a, n) => ({ domain: `perm-${a.toLowerCase()}-${n}.example` })),
      },
      {
        name: 'agency.public',
        expect: Object.fromEntries(ACTORS.map((a) => [a, 'ok'])),
        call: q('agency.public', { agencyId: team.uid }),
      },
      // Organisations (R-ORG-*): the agency's people; never another workspace or a client.
      { name: 'orgs.list', expect: sessionsOk, call: q('orgs.list', { region: 'eu' }) },
      { name: 'orgs.get', expect: teamOk, call: q('orgs.get', org1Ref) },
      {
        name: 'orgs.update',
        expect: teamOk,
        call: m('orgs.update', (a) => ({ ...org1Ref, patch: { name: `Org One by ${a}` } })),
      },
      {
        name: 'orgs.addClient',
        expect: teamOk,
        call: m('orgs.addClient', (a, n) => ({
          ...org1Ref,
          name: 'New',
          email: `added-${a}-${n}@example.com`,
          password: CLIENT_PASSWORD,
        })),
      },
      {
        name: 'orgs.updateClient',
        expect: teamOk,
        call: m('orgs.updateClient', (a) => ({ ...org1Ref, clientId, name: `Grace ${a}` })),
      },
      {
        name: 'orgs.sendLoginLink',
        expect: teamOk,
        call: m('orgs.sendLoginLink', () => ({ ...org1Ref, clientId })),
      },
      {
        name: 'orgs.removeClient',
        expect: teamOk,
        // Allowed callers remove a client made for the purpose; the others try the real client.
        call: async (a, n) => {
          const target =
            a === 'owner' || a === 'member'
              ? (
                  await s.trpc<{ ID: string }>(
                    'mutation',
                    'orgs.addClient',
                    { ...org1Ref, name: 'Temp', email: `temp-${n}@example.com`, password: CLIENT_PASSWORD },
                    owner.cookie,
                  )
                ).data.ID
              : clientId;
          return trpcStatus('mutation', 'orgs.removeClient', { ...org1Ref, clientId: target }, a);
        },
      },
      {
        name: 'orgs.removeClient (a client of another organisation)',
        expect: {},
        call: m('orgs.removeClient', () => ({ ...org1Ref, clientId: otherOrgClientId })),
      },
      {
        name: 'orgCredits.transfer (more than the balance)',
        expect: { owner: 'checked', member: 'checked' },
        call: m('orgCredits.transfer', () => ({ ...org1Ref, amount: 1_000_000_000, direction: 'toOrg' })),
      },
      { name: 'orgCredits.history', expect: teamOk, call: q('orgCredits.history', org1Ref) },
      { name: 'orgCredits.balances', expect: teamOk, call: q('orgCredits.balances', org1Ref) },
      // Org admins (R-ORG-11, R-CSH-5): only a client who is an org admin, within its organisation.
      { name: 'orgAdmin.about', expect: { orgAdmin: 'ok' }, call: q('orgAdmin.about', undefined) },
      {
        name: 'orgAdmin.updateAbout',
        expect: { orgAdmin: 'ok' },
        call: m('orgAdmin.updateAbout', () => ({ name: 'Org One (admin)' })),
      },
      { name: 'orgAdmin.users', expect: { orgAdmin: 'ok' }, call: q('orgAdmin.users', undefined) },
      {
        name: 'orgAdmin.addUser',
        expect: { orgAdmin: 'ok' },
        call: m('orgAdmin.addUser', (a, n) => ({
          name: 'Added',
          email: `admin-added-${a}-${n}@example.com`,
          password: CLIENT_PASSWORD,
        })),
      },
      {
        name: 'orgAdmin.updateUser (own organisation)',
        expect: { orgAdmin: 'ok' },
        call: m('orgAdmin.updateUser', () => ({ clientId, name: 'Renamed by admin' })),
      },
      {
        name: 'orgAdmin.updateUser (another organisation’s client)',
        expect: {},
        call: m('orgAdmin.updateUser', () => ({ clientId: otherOrgClientId, name: 'Hijacked' })),
      },
      // Client self-service (R-CSH-4, R-CSH-7, R-CSH-8).
      {
        name: 'clientAuth.me',
        expect: Object.fromEntries(ACTORS.map((a) => [a, 'ok'])),
        call: q('clientAuth.me', undefined),
      },
      {
        name: 'clientAuth.agents',
        expect: Object.fromEntries(CLIENTS.map((a) => [a, 'ok'])),
        call: q('clientAuth.agents', undefined),
      },
      {
        name: 'clientAuth.toggleStatus',
        expect: { orgAdmin: 'ok', client: 'ok', otherOrgClient: 'ok' },
        call: m('clientAuth.toggleStatus', () => undefined),
      },
      {
        name: 'clientAuth.updateAccount',
        expect: { orgAdmin: 'ok', client: 'ok', otherOrgClient: 'ok' },
        call: m('clientAuth.updateAccount', (a) => ({ name: `Self ${a}` })),
      },
      // The agent page for clients (R-APS-4, R-APS-5): by the client's agents and sections.
      {
        name: 'conversations.list',
        expect: { ...teamOk, agencyAdmin: 'ok', orgAdmin: 'ok', client: 'ok' },
        call: q('conversations.list', agentRef),
      },
      {
        name: 'agents.getDraft',
        expect: { ...teamOk, agencyAdmin: 'ok' },
        call: q('agents.getDraft', agentRef),
      },
      {
        name: 'kb.createText',
        expect: { ...teamOk, agencyAdmin: 'ok' },
        call: m('kb.createText', (a) => ({ ...agentRef, name: `Note by ${a}`, content: 'Open 9 to 5.' })),
      },
      // Events (R-EVT-*): the owner sets the hook and its secret; members read the log.
      { name: 'events.logs', expect: sessionsOk, call: q('events.logs', {}) },
      {
        name: 'events.saveSettings',
        expect: ownersOk,
        call: m('events.saveSettings', () => ({ endpoint: null, subscribedEvents: [] })),
      },
      { name: 'events.revealSecret', expect: ownersOk, call: m('events.revealSecret', () => undefined) },
      // REST (R-WKS-12..15, R-ONB-9): the workspace secret as bearer; a session cookie is not enough.
      {
        name: 'POST /api/v2/workspaces/{uid} (session cookie, no bearer)',
        expect: {},
        call: (a) => rest('POST', `/api/v2/workspaces/${team.uid}`, a, { workspaceName: 'Cookie rename' }),
      },
      {
        name: 'DELETE /api/v2/workspaces/{uid} (session cookie, no bearer)',
        expect: {},
        call: (a) => rest('DELETE', `/api/v2/workspaces/${team.uid}`, a),
      },
      {
        name: 'POST /api/v2/workspaces/{uid}/email (session cookie, no bearer)',
        expect: {},
        call: (a) =>
          rest('POST', `/api/v2/workspaces/${team.uid}/email`, a, {
            subject: 'Hi',
            html: '<p>x</p>',
            to: [owner.email],
          }),
      },
      {
        name: 'GET /api/public/users/{uid}',
        expect: { owner: 'ok' },
        call: (a) => rest('GET', `/api/public/users/${team.uid}`, a),
      },
      {
        name: 'POST /api/uploads (no file)',
        expect: Object.fromEntries([...SESSIONS, ...CLIENTS].map((a) => [a, 'checked'])),
        call: (a) => rest('POST', '/api/uploads?purpose=image', a, {}),
      },
    );
  }, 120_000);
  afterAll(() => s.close());

  it('R-WKS-1 R-WKS-2 R-WKS-20 R-ORG-11 R-ORG-12 R-APS-4 R-APS-5 R-CSH-13 every procedure and route answers each caller as the rules say, and refusals write nothing', async () => {
    const failures: string[] = [];
    let n = 0;
    for (const c of cases) {
      for (const actor of ACTORS) {
        const want: Expect = c.expect[actor] ?? 'refused';
        if (want === 'skip') continue;
        n += 1;
        // Work an allowed call left running (indexing a document) must not pass for the refused call's.
        const before = want === 'refused' ? await settledSnapshot(s.ctx) : '';
        const status = await c.call(actor, n);
        const good =
          want === 'ok'
            ? status === 200
            : want === 'checked'
              ? status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 404
              : REFUSED.includes(status);
        if (!good) failures.push(`${c.name} as ${actor}: got ${status}, wanted ${want}`);
        if (want === 'refused' && (await snapshotRows(s.ctx)) !== before)
          failures.push(`${c.name} as ${actor}: refused but wrote`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('R-WKS-15 the REST workspace calls take the workspace’s own secret only', async () => {
    const rename = (bearer?: string) =>
      rest('POST', `/api/v2/workspaces/${team.uid}`, 'anonymous', { workspaceName: 'Via bearer' }, bearer);
    const before = await snapshotRows(s.ctx);
    expect(await rename(otherSecret)).toBe(403);
    expect(await rename('vg_notarealsecretatall0')).toBe(401);
    expect(await rename()).toBe(401);
    expect(await rest('DELETE', `/api/v2/workspaces/${team.uid}`, 'anonymous', undefined, otherSecret)).toBe(
      403,
    );
    expect(await snapshotRows(s.ctx)).toBe(before);
    expect(await rename(teamSecret)).toBe(200);
  });
});

import type { TOrgAbout } from '@parley/contract/org-admin';
import type { TClientUser, TOrganisation } from '@parley/contract/organisations';
import { clientUsers, organisations } from '@parley/db/schema';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;

describe('org admin procedures (orgAdmin.*)', () => {
  let s: TestServer;
  let seq = 0;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const PASSWORD = 'Abcdefghijk2345';
  const email = (who: string) => `${who}${++seq}-${Date.now()}@example.com`;

  async function writeAgent(owner: Owner, id: string) {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: { title: `Agent ${id}` },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBeLessThan(300);
  }

  async function signIn(address: string): Promise<string> {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/client/sign-in',
      payload: { email: address, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'client_token');
    return `client_token=${cookie!.value}`;
  }

  /** An organisation with two agents (one outside it), an org admin, a plain client; both signed in. */
  async function seedOrgWithAdmin() {
    // Several clients in one workspace: more than the default plan's 2 (R-WKS-17).
    const owner = await s.seedWorkspaceOwner({ planLimits: { maxClients: 50 } });
    const org = (await s.trpc<TOrganisation>('mutation', 'orgs.create', { name: 'Acme' }, owner.cookie)).data;
    const inOrg = `InOrg${++seq}x${Date.now().toString(36)}`.slice(0, 20);
    const outside = `Out${++seq}x${Date.now().toString(36)}`.slice(0, 20);
    await writeAgent(owner, inOrg);
    await writeAgent(owner, outside);
    const up = await s.trpc(
      'mutation',
      'orgs.update',
      { orgId: org.ID, patch: { widgetIDs: [inOrg] } },
      owner.cookie,
    );
    expect(up.status).toBe(200);
    const add = async (name: string, isOrgAdmin: boolean) => {
      const address = email(name.toLowerCase());
      const res = await s.trpc<TClientUser>(
        'mutation',
        'orgs.addClient',
        { orgId: org.ID, name, email: address, password: PASSWORD, widgetIDs: [inOrg], isOrgAdmin },
        owner.cookie,
      );
      expect(res.status).toBe(200);
      return { user: res.data, cookie: await signIn(address) };
    };
    const admin = await add('Ada', true);
    const plain = await add('Pat', false);
    return { owner, org, inOrg, outside, admin, plain };
  }

  const call = <T = unknown>(kind: 'query' | 'mutation', path: string, input: unknown, cookie?: string) =>
    s.trpc<T>(kind, `orgAdmin.${path}`, input, cookie);
  const storedOrg = async (id: string) =>
    (await s.ctx.dbs.eu.db.select().from(organisations).where(eq(organisations.id, id)))[0];
  const clientsOf = (orgId: string) =>
    s.ctx.dbs.eu.db.select().from(clientUsers).where(eq(clientUsers.orgId, orgId)).orderBy(clientUsers.id);

  it('R-CSH-5 R-ORG-11 about: the org admin gets the name, logo and the organisation’s agents', async () => {
    const { org, inOrg, admin } = await seedOrgWithAdmin();
    const res = await call<TOrgAbout>('query', 'about', undefined, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      ID: org.ID,
      name: 'Acme',
      squarePhotoURL: null,
      agents: [{ ID: inOrg, title: `Agent ${inOrg}`, roundedImageURL: null }],
      defaultClientAccess: ['/home', '/convos', '/analytics', '/kb', '/campaigns'],
      grantableSections: ['/home', '/convos', '/analytics', '/kb', '/campaigns'],
    });
  });

  it("R-CSH-5 a plain client gets FORBIDDEN 'You are not an admin' on every procedure, and nothing is written", async () => {
    const { org, inOrg, admin, plain } = await seedOrgWithAdmin();
    const orgBefore = await storedOrg(org.ID);
    const clientsBefore = await clientsOf(org.ID);
    const attempts: [kind: 'query' | 'mutation', path: string, input: unknown][] = [
      ['query', 'about', undefined],
      ['query', 'users', undefined],
      ['mutation', 'updateAbout', { name: 'Taken over' }],
      ['mutation', 'addUser', { name: 'Eve', email: email('eve'), password: PASSWORD, widgetIDs: [inOrg] }],
      ['mutation', 'updateUser', { clientId: admin.user.ID, name: 'Renamed' }],
      ['mutation', 'updateUser', { clientId: plain.user.ID, isOrgAdmin: true }],
    ];
    for (const [kind, path, input] of attempts) {
      const res = await call(kind, path, input, plain.cookie);
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({ message: 'You are not an admin', data: { code: 'FORBIDDEN' } });
    }
    expect(ORG_MESSAGES.notAdmin).toBe('You are not an admin');
    expect(await storedOrg(org.ID)).toEqual(orgBefore);
    expect(await clientsOf(org.ID)).toEqual(clientsBefore);
  });

  it('R-ORG-11 anonymous callers and workspace owner cookies are UNAUTHORIZED, and nothing is written', async () => {
    const { owner, org, admin } = await seedOrgWithAdmin();
    const orgBefore = await storedOrg(org.ID);
    const clientsBefore = await clientsOf(org.ID);
    for (const cookie of [undefined, owner.cookie]) {
      for (const [kind, path, input] of [
        ['query', 'about', undefined],
        ['query', 'users', undefined],
        ['mutation', 'updateAbout', { name: 'Nope' }],
        ['mutation', 'addUser', { name: 'Eve', email: email('eve'), password: PASSWORD }],
        ['mutation', 'updateUser', { clientId: admin.user.ID, name: 'Nope' }],
      ] as const) {
        const res = await call(kind, path, input, cookie);
        expect(res.status).toBe(401);
        expect(res.error).toMatchObject({ message: 'Please login again.', data: { code: 'UNAUTHORIZED' } });
      }
    }
    expect(await storedOrg(org.ID)).toEqual(orgBefore);
    expect(await clientsOf(org.ID)).toEqual(clientsBefore);
  });

  it('R-ORG-10 R-ORG-7 updateAbout edits only name and logo; a blank name is refused and nothing changes', async () => {
    const { org, admin } = await seedOrgWithAdmin();
    const before = await storedOrg(org.ID);
    const blank = await call('mutation', 'updateAbout', { name: '  ' }, admin.cookie);
    expect(blank.error).toMatchObject({
      message: 'Organization name is required.',
      data: { code: 'BAD_REQUEST' },
    });
    expect(await storedOrg(org.ID)).toEqual(before);

    const res = await call<TOrgAbout>(
      'mutation',
      'updateAbout',
      // Root-only fields are not part of the input: they are dropped, never written.
      { name: ' Acme Dental ', squarePhotoURL: 'https://cdn.example.com/a.png', allowBilling: true },
      admin.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: 'Acme Dental', squarePhotoURL: 'https://cdn.example.com/a.png' });
    const after = await storedOrg(org.ID);
    expect(after).toMatchObject({ name: 'Acme Dental', squarePhotoURL: 'https://cdn.example.com/a.png' });
    expect(after?.doc).toEqual(before?.doc);
    expect(after?.widgetIDs).toEqual(before?.widgetIDs);
  });

  it('R-ORG-11 users lists the organisation’s clients without password hashes', async () => {
    const { admin, plain } = await seedOrgWithAdmin();
    const res = await call<TClientUser[]>('query', 'users', undefined, admin.cookie);
    expect(res.data.map((u) => u.ID).sort()).toEqual([admin.user.ID, plain.user.ID].sort());
    expect(JSON.stringify(res.data)).not.toMatch(/passwordHash|argon2|Abcdefghijk2345/);
  });

  it('R-ORG-11 R-ORG-4 addUser: within the org’s agents and sections; never an org admin', async () => {
    const { org, inOrg, outside, admin } = await seedOrgWithAdmin();
    const before = await clientsOf(org.ID);
    const base = { name: 'Eve', password: PASSWORD };
    for (const [input, code, message] of [
      [{ ...base, email: email('eve'), isOrgAdmin: true }, 'FORBIDDEN', ORG_MESSAGES.onlyRootAdmin],
      [{ ...base, email: email('eve'), allowCreateAgents: true }, 'FORBIDDEN', ORG_MESSAGES.onlyRootAdmin],
      [
        { ...base, email: email('eve'), widgetIDs: [outside] },
        'BAD_REQUEST',
        ORG_MESSAGES.agentNotInOrg(outside),
      ],
      [
        { ...base, email: email('eve'), canAccess: ['/settings'] },
        'FORBIDDEN',
        ORG_MESSAGES.sectionNotAllowed('/settings'),
      ],
      [{ name: 'Eve', email: email('eve') }, 'BAD_REQUEST', 'Please fill out all fields.'],
      [{ ...base, email: admin.user.email }, 'CONFLICT', `Client already exists to org: ${org.ID}`],
    ] as const) {
      const res = await call('mutation', 'addUser', input, admin.cookie);
      expect(res.error).toMatchObject({ message, data: { code } });
    }
    expect(await clientsOf(org.ID)).toEqual(before);

    const address = email('eve');
    const ok = await call<TClientUser>(
      'mutation',
      'addUser',
      { ...base, email: address, widgetIDs: [inOrg], canAccess: ['/home', '/convos'], isOrgAdmin: false },
      admin.cookie,
    );
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({
      orgId: org.ID,
      name: 'Eve',
      email: address,
      widgetIDs: [inOrg],
      canAccess: ['/home', '/convos'],
      isOrgAdmin: false,
      allowCreateAgents: false,
    });
    // The new user signs in with the password the admin set.
    await signIn(address);
  });

  it('R-ORG-11 updateUser: edits within the org, refuses the root-only flags, keeps what the client had', async () => {
    const { owner, org, inOrg, outside, admin, plain } = await seedOrgWithAdmin();
    // The root admin gave Pat an agent outside the organisation: the org admin may keep it, not add more.
    const rooted = await s.trpc(
      'mutation',
      'orgs.updateClient',
      { orgId: org.ID, clientId: plain.user.ID, widgetIDs: [inOrg, outside] },
      owner.cookie,
    );
    expect(rooted.status).toBe(200);
    const before = await clientsOf(org.ID);
    for (const [input, code] of [
      [{ clientId: plain.user.ID, isOrgAdmin: true }, 'FORBIDDEN'],
      [{ clientId: admin.user.ID, isOrgAdmin: false }, 'FORBIDDEN'],
      [{ clientId: plain.user.ID, allowCreateAgents: true }, 'FORBIDDEN'],
      [{ clientId: plain.user.ID, canAccess: ['/settings'] }, 'FORBIDDEN'],
      [{ clientId: plain.user.ID, name: '' }, 'BAD_REQUEST'],
      [{ clientId: plain.user.ID, email: admin.user.email }, 'CONFLICT'],
      [{ clientId: 'NoSuchClient000' }, 'NOT_FOUND'],
    ] as const) {
      const res = await call('mutation', 'updateUser', input, admin.cookie);
      expect(res.error?.data.code).toBe(code);
    }
    expect(await clientsOf(org.ID)).toEqual(before);

    const res = await call<TClientUser>(
      'mutation',
      'updateUser',
      {
        clientId: plain.user.ID,
        name: 'Patricia',
        widgetIDs: [outside],
        isOrgAdmin: false,
        password: 'NewPassword234',
      },
      admin.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: 'Patricia', widgetIDs: [outside], isOrgAdmin: false });
    // The new password voided Pat's session.
    const stale = await s.trpc('query', 'clientAuth.me', undefined, plain.cookie);
    expect(stale.data).toBeNull();
  });

  it('R-ORG-11 an org admin of another organisation cannot reach this one’s users', async () => {
    const a = await seedOrgWithAdmin();
    const b = await seedOrgWithAdmin();
    const before = await clientsOf(a.org.ID);
    const res = await call(
      'mutation',
      'updateUser',
      { clientId: a.plain.user.ID, name: 'Hijacked' },
      b.admin.cookie,
    );
    expect(res.error).toMatchObject({ message: ORG_MESSAGES.clientNotFound, data: { code: 'NOT_FOUND' } });
    const agent = await call(
      'mutation',
      'addUser',
      { name: 'Eve', email: email('eve'), password: PASSWORD, widgetIDs: [a.inOrg] },
      b.admin.cookie,
    );
    expect(agent.error).toMatchObject({
      message: ORG_MESSAGES.agentNotInOrg(a.inOrg),
      data: { code: 'BAD_REQUEST' },
    });
    const users = await call<TClientUser[]>('query', 'users', undefined, b.admin.cookie);
    expect(users.data.map((u) => u.orgId)).toEqual([b.org.ID, b.org.ID]);
    expect(await clientsOf(a.org.ID)).toEqual(before);
  });

  it('R-ORG-11 revoking the org admin flag takes effect on the next call', async () => {
    const { owner, org, admin } = await seedOrgWithAdmin();
    expect((await call('query', 'about', undefined, admin.cookie)).status).toBe(200);
    const revoked = await s.trpc(
      'mutation',
      'orgs.updateClient',
      { orgId: org.ID, clientId: admin.user.ID, isOrgAdmin: false },
      owner.cookie,
    );
    expect(revoked.status).toBe(200);
    const res = await call('mutation', 'updateAbout', { name: 'Too late' }, admin.cookie);
    expect(res.error).toMatchObject({ message: 'You are not an admin', data: { code: 'FORBIDDEN' } });
    expect((await storedOrg(org.ID))?.name).toBe('Acme');
  });
});

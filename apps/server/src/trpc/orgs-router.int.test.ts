import type { TOrganisation, TOrgSummary, TOrgWithClients } from '@parley/contract/organisations';
import { clientUsers, organisations, workspaces } from '@parley/db/schema';
import { DEFAULT_CLIENT_ACCESS, ORG_MESSAGES } from '@parley/messages/organisations';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;

describe('organisations (orgs.*)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const create = (owner: Owner, input: object = {}) =>
    s.trpc<TOrganisation>('mutation', 'orgs.create', input, owner.cookie);
  const update = (owner: Owner, input: object) =>
    s.trpc<TOrganisation>('mutation', 'orgs.update', input, owner.cookie);
  const storedOrg = async (id: string) =>
    (await s.ctx.dbs.eu.db.select().from(organisations).where(eq(organisations.id, id)))[0];
  const writeAgent = async (owner: Owner, id: string) => {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: { title: id },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBeLessThan(300);
  };

  it("R-ORG-7 R-ORG-15 R-ORG-16 create: 'New Organization', vertical, en, the default client access", async () => {
    const owner = await s.seedWorkspaceOwner();
    const t = Math.floor(Date.now() / 1000);
    const res = await create(owner);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      ID: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      ownerID: owner.workspace.uid,
      name: 'New Organization',
      dashboardLayout: 'vertical',
      preferredLanguage: 'en',
      widgetIDs: [],
      loadTokens: 0,
      defaultClientAccess: [...DEFAULT_CLIENT_ACCESS],
    });
    expect(Math.abs(res.data.lastModified - t)).toBeLessThanOrEqual(2);
    const named = await create(owner, {
      name: '  Acme  ',
      dashboardLayout: 'horizontal',
      preferredLanguage: 'fr',
    });
    expect(named.data).toMatchObject({
      name: 'Acme',
      dashboardLayout: 'horizontal',
      preferredLanguage: 'fr',
    });
    const badLayout = await create(owner, { dashboardLayout: 'diagonal' });
    expect(badLayout.error?.data.code).toBe('BAD_REQUEST');
  });

  it('lists the owner’s organisations newest first with their client counts; get returns the clients', async () => {
    const owner = await s.seedWorkspaceOwner();
    const first = (await create(owner, { name: 'First' })).data;
    const second = (await create(owner, { name: 'Second' })).data;
    await s.ctx.dbs.eu.db
      .update(organisations)
      .set({ createdAt: first.createdAt - 10 })
      .where(eq(organisations.id, first.ID));
    const added = await s.trpc(
      'mutation',
      'orgs.addClient',
      { orgId: first.ID, name: 'Ada', email: `ada-${first.ID}@example.com`, password: 'Abcdefghijk2345' },
      owner.cookie,
    );
    expect(added.status).toBe(200);
    const list = await s.trpc<TOrgSummary[]>('query', 'orgs.list', {}, owner.cookie);
    expect(list.data.map((o) => [o.ID, o.clientCount])).toEqual([
      [second.ID, 0],
      [first.ID, 1],
    ]);
    const other = await s.seedWorkspaceOwner();
    expect((await s.trpc<TOrgSummary[]>('query', 'orgs.list', {}, other.cookie)).data).toEqual([]);

    const got = await s.trpc<TOrgWithClients>('query', 'orgs.get', { orgId: first.ID }, owner.cookie);
    expect(got.data.org.name).toBe('First');
    expect(got.data.clients).toHaveLength(1);
    expect(JSON.stringify(got.data)).not.toMatch(/passwordHash|argon2|Abcdefghijk2345/);
    const missing = await s.trpc('query', 'orgs.get', { orgId: 'NoSuchOrganisation00' }, owner.cookie);
    expect(missing.error).toMatchObject({ message: ORG_MESSAGES.notFound, data: { code: 'NOT_FOUND' } });
  });

  it('R-ORG-7 R-ORG-8 R-ORG-9 update refuses a blank name, a missing id, a long access message', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = (await create(owner, { name: 'Keep' })).data;
    const before = await storedOrg(org.ID);

    for (const [input, message] of [
      [{ orgId: org.ID, patch: { name: '' } }, 'Organization name is required.'],
      [{ orgId: org.ID, patch: { name: '   ' } }, 'Organization name is required.'],
      [{ patch: { name: 'X' } }, 'Organization ID is missing. Please try again or contact support.'],
      [
        { orgId: '', patch: { name: 'X' } },
        'Organization ID is missing. Please try again or contact support.',
      ],
      [
        { orgId: org.ID, patch: { settings: { disableClientAccessMessage: 'x'.repeat(1025) } } },
        'The message must be at most 1024 characters.',
      ],
    ] as const) {
      const res = await update(owner, input);
      expect(res.error).toMatchObject({ message, data: { code: 'BAD_REQUEST' } });
    }
    expect(await storedOrg(org.ID)).toEqual(before);

    const ok = await update(owner, {
      orgId: org.ID,
      patch: { settings: { disableClientAccessMessage: 'x'.repeat(1024) } },
    });
    expect(ok.status).toBe(200);
  });

  it('R-ORG-2 update sets columns, merge-writes the rest of the document and moves lastModified', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = (await create(owner)).data;
    await s.ctx.dbs.eu.db
      .update(organisations)
      .set({ lastModified: 1000 })
      .where(eq(organisations.id, org.ID));
    await writeAgent(owner, `OrgWidget${org.ID.slice(0, 7)}`);
    const res = await update(owner, {
      orgId: org.ID,
      patch: {
        name: 'Acme',
        squarePhotoURL: 'https://cdn.example.com/acme.png',
        dashboardLayout: 'horizontal',
        preferredLanguage: 'de',
        widgetIDs: [`OrgWidget${org.ID.slice(0, 7)}`],
        predefinedTags: ['vip'],
        disallowAnyTags: true,
        settings: { smartHandoff: true, disableClientAccess: true, disableClientAccessMessage: 'Closed.' },
        defaultClientAccess: ['/home', '/c/faq'],
      },
    });
    expect(res.status).toBe(200);
    // R-ORG-13: billing can be switched on once the workspace's payment-connect account is connected.
    await s.ctx.dbs.eu.db
      .update(workspaces)
      .set({ doc: { stripeConnect: { isConnected: true } } })
      .where(eq(workspaces.uid, owner.workspace.uid));
    const second = await update(owner, {
      orgId: org.ID,
      patch: { settings: { enableCannedResponses: true }, allowBilling: true },
    });
    expect(second.data).toMatchObject({
      ID: org.ID,
      name: 'Acme',
      squarePhotoURL: 'https://cdn.example.com/acme.png',
      dashboardLayout: 'horizontal',
      preferredLanguage: 'de',
      widgetIDs: [`OrgWidget${org.ID.slice(0, 7)}`],
      predefinedTags: ['vip'],
      disallowAnyTags: true,
      allowBilling: true,
      defaultClientAccess: ['/home', '/c/faq'],
      settings: {
        smartHandoff: true,
        disableClientAccess: true,
        disableClientAccessMessage: 'Closed.',
        enableCannedResponses: true,
      },
    });
    expect(second.data.lastModified).toBeGreaterThan(1000);
    const row = await storedOrg(org.ID);
    expect(row?.name).toBe('Acme');
    expect(row?.doc).not.toHaveProperty('name');

    const bad = await update(owner, { orgId: org.ID, patch: { dashboardLayout: 'diagonal' } });
    expect(bad.error?.data.code).toBe('BAD_REQUEST');
  });

  it("update refuses widgets that are not the owner's agents", async () => {
    const owner = await s.seedWorkspaceOwner();
    const stranger = await s.seedWorkspaceOwner();
    const org = (await create(owner)).data;
    await writeAgent(stranger, 'StrangersAgent01');
    for (const id of ['StrangersAgent01', 'NoSuchAgent00001']) {
      const res = await update(owner, { orgId: org.ID, patch: { widgetIDs: [id] } });
      expect(res.error).toMatchObject({
        message: ORG_MESSAGES.unknownWidget(id),
        data: { code: 'BAD_REQUEST' },
      });
    }
    expect((await storedOrg(org.ID))?.widgetIDs).toEqual([]);
  });

  it('another workspace gets FORBIDDEN on every procedure and nothing changes; anonymous gets UNAUTHORIZED', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = (await create(owner, { name: 'Mine' })).data;
    const added = await s.trpc<{ ID: string }>(
      'mutation',
      'orgs.addClient',
      { orgId: org.ID, name: 'Bo', email: `bo-${org.ID}@example.com`, password: 'Abcdefghijk2345' },
      owner.cookie,
    );
    const clientId = added.data.ID;
    const orgBefore = await storedOrg(org.ID);
    const clientsBefore = await s.ctx.dbs.eu.db
      .select()
      .from(clientUsers)
      .where(eq(clientUsers.orgId, org.ID));
    const intruder = await s.seedWorkspaceOwner();

    const calls = [
      ['query', 'orgs.get', { orgId: org.ID }],
      ['mutation', 'orgs.update', { orgId: org.ID, patch: { name: 'Stolen' } }],
      [
        'mutation',
        'orgs.addClient',
        { orgId: org.ID, name: 'Eve', email: `eve-${org.ID}@example.com`, password: 'Abcdefghijk2345' },
      ],
      [
        'mutation',
        'orgs.updateClient',
        { orgId: org.ID, clientId, name: 'Eve', password: 'Newpassword2345' },
      ],
      ['mutation', 'orgs.removeClient', { orgId: org.ID, clientId }],
    ] as const;
    for (const [kind, path, input] of calls) {
      const res = await s.trpc(kind, path, input, intruder.cookie);
      expect(res.error, path).toMatchObject({
        message: ORG_MESSAGES.onlyRootAdmin,
        data: { code: 'FORBIDDEN' },
      });
      const anon = await s.trpc(kind, path, input);
      expect(anon.error?.data.code, path).toBe('UNAUTHORIZED');
    }
    for (const [kind, path, input] of [
      ['query', 'orgs.list', {}],
      ['mutation', 'orgs.create', {}],
    ] as const) {
      expect((await s.trpc(kind, path, input)).error?.data.code, path).toBe('UNAUTHORIZED');
    }
    expect((await s.trpc<TOrgSummary[]>('query', 'orgs.list', {}, intruder.cookie)).data).toEqual([]);

    expect(await storedOrg(org.ID)).toEqual(orgBefore);
    expect(await s.ctx.dbs.eu.db.select().from(clientUsers).where(eq(clientUsers.orgId, org.ID))).toEqual(
      clientsBefore,
    );
    const [orgCount] = await s.ctx.dbs.eu.db
      .select({ n: count() })
      .from(organisations)
      .where(eq(organisations.ownerID, intruder.workspace.uid));
    expect(orgCount?.n).toBe(0);
  });

  it('an organisation lives in the region given; asked for in the other it is not found', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = (await create(owner, { region: 'na', name: 'Over there' })).data;
    expect(
      (await s.trpc<TOrgSummary[]>('query', 'orgs.list', { region: 'na' }, owner.cookie)).data,
    ).toHaveLength(1);
    expect((await s.trpc<TOrgSummary[]>('query', 'orgs.list', {}, owner.cookie)).data).toHaveLength(0);
    const inEu = await s.trpc('query', 'orgs.get', { orgId: org.ID }, owner.cookie);
    expect(inEu.error?.data.code).toBe('NOT_FOUND');
    const inNa = await s.trpc<TOrgWithClients>(
      'query',
      'orgs.get',
      { orgId: org.ID, region: 'na' },
      owner.cookie,
    );
    expect(inNa.data.org.name).toBe('Over there');
  });
});

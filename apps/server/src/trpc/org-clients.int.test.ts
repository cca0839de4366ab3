import type { TClientUser, TOrganisation } from '@parley/contract/organisations';
import { clientUsers } from '@parley/db/schema';
import { DEFAULT_CLIENT_ACCESS, ORG_MESSAGES } from '@parley/messages/organisations';
import { verifyPassword } from '@parley/workspaces/application/passwords';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;

describe('client users of an organisation (orgs.addClient / updateClient / removeClient)', () => {
  let s: TestServer;
  let seq = 0;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const newOrg = async (owner: Owner, input: object = {}) =>
    (await s.trpc<TOrganisation>('mutation', 'orgs.create', input, owner.cookie)).data;
  const add = (owner: Owner, input: object) =>
    s.trpc<TClientUser>('mutation', 'orgs.addClient', input, owner.cookie);
  const edit = (owner: Owner, input: object) =>
    s.trpc<TClientUser>('mutation', 'orgs.updateClient', input, owner.cookie);
  const uniqueEmail = () => `client${++seq}-${Date.now()}@example.com`;
  const storedClient = async (id: string) =>
    (await s.ctx.dbs.eu.db.select().from(clientUsers).where(eq(clientUsers.id, id)))[0];
  const clientsWithEmail = async (email: string) =>
    (
      await s.ctx.dbs.eu.db
        .select({ n: count() })
        .from(clientUsers)
        .where(sql`lower(${clientUsers.email}) = ${email.toLowerCase()}`)
    )[0]?.n;
  const writeAgent = async (owner: Owner, id: string) => {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: { title: id },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBeLessThan(300);
  };

  it('R-ORG-1 R-ORG-6 R-ORG-15 addClient returns the client without its password; only an argon2 hash is stored', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = await newOrg(owner);
    const email = uniqueEmail();
    const res = await add(owner, { orgId: org.ID, name: ' Ada ', email, password: 'Abcdefghijk2345' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      ID: expect.stringMatching(/^[A-Za-z0-9]{15}$/),
      orgId: org.ID,
      name: 'Ada',
      email,
      squarePhotoURL: null,
      widgetIDs: [],
      canAccess: [...DEFAULT_CLIENT_ACCESS],
      clientTabOrder: [],
      status: 'offline',
      isOrgAdmin: false,
      allowCreateAgents: false,
      passwordChangedAt: expect.any(Number),
      ts: expect.any(Number),
      lastModified: expect.any(Number),
    });
    expect(JSON.stringify(res.data)).not.toMatch(/Abcdefghijk2345|argon2|passwordHash/);
    const row = await storedClient(res.data.ID);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('Abcdefghijk2345');
    expect(await verifyPassword(row?.passwordHash, 'Abcdefghijk2345')).toBe(true);
    expect(await verifyPassword(row?.passwordHash, 'wrong')).toBe(false);
    expect(row?.ownerID).toBe(owner.workspace.uid);
  });

  it("R-ORG-15 a client's access defaults to the organisation's own default access", async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = await newOrg(owner);
    await s.trpc(
      'mutation',
      'orgs.update',
      { orgId: org.ID, patch: { defaultClientAccess: ['/home', '/c/faq'] } },
      owner.cookie,
    );
    const res = await add(owner, {
      orgId: org.ID,
      name: 'A',
      email: uniqueEmail(),
      password: 'Abcdefghijk2345',
    });
    expect(res.data.canAccess).toEqual(['/home', '/c/faq']);
    const own = await add(owner, {
      orgId: org.ID,
      name: 'B',
      email: uniqueEmail(),
      password: 'Abcdefghijk2345',
      canAccess: ['/convos'],
    });
    expect(own.data.canAccess).toEqual(['/convos']);
  });

  it("R-ORG-4 name, e-mail and password are required: 'Please fill out all fields.' and nothing is written", async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = await newOrg(owner);
    const email = uniqueEmail();
    for (const input of [
      { name: '', email, password: 'Abcdefghijk2345' },
      { name: 'Ada', email: '', password: 'Abcdefghijk2345' },
      { name: 'Ada', email, password: '' },
      { name: 'Ada', email },
    ]) {
      const res = await add(owner, { orgId: org.ID, ...input });
      expect(res.error).toMatchObject({
        message: 'Please fill out all fields.',
        data: { code: 'BAD_REQUEST' },
      });
    }
    const badEmail = await add(owner, { orgId: org.ID, name: 'Ada', email: 'not-an-email', password: 'x' });
    expect(badEmail.error?.data.code).toBe('BAD_REQUEST');
    const badPath = await add(owner, { orgId: org.ID, name: 'A', email, password: 'x', canAccess: ['home'] });
    expect(badPath.error?.data.code).toBe('BAD_REQUEST');
    expect(await clientsWithEmail(email)).toBe(0);
  });

  it("R-ORG-5 an e-mail used by a client of another organisation: 'Client already exists to org: {orgId}', no second row", async () => {
    const owner = await s.seedWorkspaceOwner();
    const other = await s.seedWorkspaceOwner();
    const first = await newOrg(owner);
    const second = await newOrg(other);
    const email = uniqueEmail();
    expect(
      (await add(owner, { orgId: first.ID, name: 'Ada', email, password: 'Abcdefghijk2345' })).status,
    ).toBe(200);
    const dup = await add(other, {
      orgId: second.ID,
      name: 'Ada again',
      email: email.toUpperCase(),
      password: 'Abcdefghijk2345',
    });
    expect(dup.error).toMatchObject({
      message: `Client already exists to org: ${first.ID}`,
      data: { code: 'CONFLICT' },
    });
    expect(dup.error?.message).toBe(ORG_MESSAGES.clientExists(first.ID));
    expect(await clientsWithEmail(email)).toBe(1);

    // Same rule when an existing client is renamed to a taken e-mail.
    const bo = await add(other, {
      orgId: second.ID,
      name: 'Bo',
      email: uniqueEmail(),
      password: 'Abcdefghijk2345',
    });
    const taken = await edit(other, { orgId: second.ID, clientId: bo.data.ID, email });
    expect(taken.error).toMatchObject({
      message: ORG_MESSAGES.clientExists(first.ID),
      data: { code: 'CONFLICT' },
    });
    expect((await storedClient(bo.data.ID))?.email).toBe(bo.data.email);
  });

  it('R-ORG-5 two simultaneous adds of the same e-mail: one client, the other gets the message', async () => {
    const owner = await s.seedWorkspaceOwner();
    const [a, b] = [await newOrg(owner), await newOrg(owner)];
    const email = uniqueEmail();
    const results = await Promise.all(
      [a, b].map((org) => add(owner, { orgId: org.ID, name: 'Race', email, password: 'Abcdefghijk2345' })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.error);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.error).toMatchObject({
      message: ORG_MESSAGES.clientExists(ok[0]!.data.orgId),
      data: { code: 'CONFLICT' },
    });
    expect(await clientsWithEmail(email)).toBe(1);
  });

  it("widgetIDs must be the organisation owner's agents", async () => {
    const owner = await s.seedWorkspaceOwner();
    const stranger = await s.seedWorkspaceOwner();
    const org = await newOrg(owner);
    const mine = `MineAgent${org.ID.slice(0, 7)}`;
    const theirs = `TheirAgent${org.ID.slice(0, 6)}`;
    await writeAgent(owner, mine);
    await writeAgent(stranger, theirs);
    const email = uniqueEmail();
    for (const id of [theirs, 'NoSuchAgent00001']) {
      const res = await add(owner, {
        orgId: org.ID,
        name: 'W',
        email,
        password: 'Abcdefghijk2345',
        widgetIDs: [mine, id],
      });
      expect(res.error).toMatchObject({
        message: ORG_MESSAGES.unknownWidget(id),
        data: { code: 'BAD_REQUEST' },
      });
    }
    expect(await clientsWithEmail(email)).toBe(0);
    const ok = await add(owner, {
      orgId: org.ID,
      name: 'W',
      email,
      password: 'Abcdefghijk2345',
      widgetIDs: [mine],
    });
    expect(ok.data.widgetIDs).toEqual([mine]);
    const refused = await edit(owner, { orgId: org.ID, clientId: ok.data.ID, widgetIDs: [theirs] });
    expect(refused.error?.message).toBe(ORG_MESSAGES.unknownWidget(theirs));
    expect((await storedClient(ok.data.ID))?.widgetIDs).toEqual([mine]);
  });

  it('R-ORG-11 the agency owner grants isOrgAdmin; updateClient keeps what is left out', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = await newOrg(owner);
    const c = await add(owner, {
      orgId: org.ID,
      name: 'Ada',
      email: uniqueEmail(),
      password: 'Abcdefghijk2345',
      isOrgAdmin: true,
      allowCreateAgents: true,
    });
    expect(c.data).toMatchObject({ isOrgAdmin: true, allowCreateAgents: true });
    const res = await edit(owner, { orgId: org.ID, clientId: c.data.ID, name: 'Ada L.', isOrgAdmin: false });
    expect(res.data).toMatchObject({
      name: 'Ada L.',
      email: c.data.email,
      isOrgAdmin: false,
      allowCreateAgents: true,
      canAccess: c.data.canAccess,
    });
    const blank = await edit(owner, { orgId: org.ID, clientId: c.data.ID, name: '' });
    expect(blank.error?.message).toBe('Please fill out all fields.');
    const missing = await edit(owner, { orgId: org.ID, clientId: 'NoSuchClient123', name: 'X' });
    expect(missing.error?.data.code).toBe('NOT_FOUND');
  });

  it('a new password gets a new hash and moves passwordChangedAt; without one both stay', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = await newOrg(owner);
    const c = await add(owner, {
      orgId: org.ID,
      name: 'Ada',
      email: uniqueEmail(),
      password: 'Abcdefghijk2345',
    });
    const before = await storedClient(c.data.ID);
    await edit(owner, { orgId: org.ID, clientId: c.data.ID, name: 'Ada B' });
    const unchanged = await storedClient(c.data.ID);
    expect(unchanged?.passwordHash).toBe(before?.passwordHash);
    expect(unchanged?.passwordChangedAt).toBe(before?.passwordChangedAt);

    const res = await edit(owner, { orgId: org.ID, clientId: c.data.ID, password: 'Newpassword2345' });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.data)).not.toMatch(/Newpassword2345|argon2/);
    const after = await storedClient(c.data.ID);
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    expect(after!.passwordChangedAt).toBeGreaterThan(before!.passwordChangedAt);
    expect(res.data.passwordChangedAt).toBe(after?.passwordChangedAt);
    expect(await verifyPassword(after?.passwordHash, 'Newpassword2345')).toBe(true);
    expect(await verifyPassword(after?.passwordHash, 'Abcdefghijk2345')).toBe(false);
  });

  it('removeClient deletes the client; a second time it is not found', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = await newOrg(owner);
    const c = await add(owner, {
      orgId: org.ID,
      name: 'Ada',
      email: uniqueEmail(),
      password: 'Abcdefghijk2345',
    });
    const gone = await s.trpc(
      'mutation',
      'orgs.removeClient',
      { orgId: org.ID, clientId: c.data.ID },
      owner.cookie,
    );
    expect(gone.data).toEqual({ success: true });
    expect(await storedClient(c.data.ID)).toBeUndefined();
    const again = await s.trpc(
      'mutation',
      'orgs.removeClient',
      { orgId: org.ID, clientId: c.data.ID },
      owner.cookie,
    );
    expect(again.error?.data.code).toBe('NOT_FOUND');
    // The e-mail is free again.
    const back = await add(owner, {
      orgId: org.ID,
      name: 'Ada',
      email: c.data.email,
      password: 'Abcdefghijk2345',
    });
    expect(back.status).toBe(200);
  });
});

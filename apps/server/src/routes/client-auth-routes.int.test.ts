import type { TClientUser, TOrganisation } from '@parley/contract/organisations';
import { clientSessions } from '@parley/db/schema';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
type Me = { client: TClientUser; region: string; blocked: { reason: string; message: string } | null } | null;

describe('client password sign-in (POST /api/auth/client/sign-in, clientAuth.me)', () => {
  let s: TestServer;
  let seq = 0;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const PASSWORD = 'Abcdefghijk2345';
  const uniqueEmail = () => `signin${++seq}-${Date.now()}@example.com`;

  async function writeAgent(owner: Owner, id: string) {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: { title: id },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBeLessThan(300);
  }

  /** An organisation with one client who has an agent (unless `agents: false`). */
  async function seedClientWithAgent(
    options: { agents?: boolean; settings?: object; region?: 'eu' | 'na' } = {},
  ) {
    const region = options.region ?? 'eu';
    const owner = await s.seedWorkspaceOwner({ region });
    const org = (await s.trpc<TOrganisation>('mutation', 'orgs.create', { region }, owner.cookie)).data;
    const agentId = `agent-${++seq}-${Date.now()}`;
    if (options.agents !== false) await writeAgent(owner, agentId);
    if (options.settings) {
      const up = await s.trpc(
        'mutation',
        'orgs.update',
        { region, orgId: org.ID, patch: { settings: options.settings } },
        owner.cookie,
      );
      expect(up.status).toBe(200);
    }
    const email = uniqueEmail();
    const added = await s.trpc<TClientUser>(
      'mutation',
      'orgs.addClient',
      {
        region,
        orgId: org.ID,
        name: 'Grace',
        email,
        password: PASSWORD,
        ...(options.agents !== false && { widgetIDs: [agentId] }),
      },
      owner.cookie,
    );
    expect(added.status).toBe(200);
    return { owner, org, client: added.data, email, agentId };
  }

  const signIn = (payload: object | string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/auth/client/sign-in',
      payload,
      headers: typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
    });
  const clientCookieOf = (res: Awaited<ReturnType<typeof signIn>>) => {
    const cookie = res.cookies.find((c) => c.name === 'client_token');
    if (!cookie) throw new Error('no client cookie');
    return `client_token=${cookie.value}`;
  };
  const me = (cookie?: string) => s.trpc<Me>('query', 'clientAuth.me', undefined, cookie);

  it('R-CLA-7 e-mail and password are both required', async () => {
    for (const payload of [
      {},
      { email: 'a@example.com' },
      { password: 'x' },
      { email: '  ', password: 'x' },
    ]) {
      const res = await signIn(payload);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(CLIENT_AUTH_MESSAGES.emailAndPasswordRequired);
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('R-CLA-7 R-CLA-8 an unknown e-mail is NOT_FOUND with its message', async () => {
    const res = await signIn({ email: 'nobody-here@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: "This email doesn't exist." });
  });

  it('R-CLA-7 a wrong password is UNAUTHORIZED with its message, and no session is stored', async () => {
    const { email, client } = await seedClientWithAgent();
    const res = await signIn({ email, password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      detail: 'Password is incorrect please try again.',
    });
    const rows = await s.ctx.dbs.eu.db
      .select()
      .from(clientSessions)
      .where(eq(clientSessions.clientId, client.ID));
    expect(rows).toHaveLength(0);
  });

  it('refuses malformed JSON with problem+json', async () => {
    const res = await signIn('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('signs in (e-mail in any case) with an httpOnly 30-day cookie; me returns the client without any hash', async () => {
    const { email, client } = await seedClientWithAgent();
    const res = await signIn({ email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      client,
      region: 'eu',
      blocked: null,
      isAdmin: false,
      org: {
        ID: client.orgId,
        name: 'New Organization',
        squarePhotoURL: null,
        dashboardLayout: 'vertical',
        loadTokens: 0,
      },
      agency: null,
    });
    const cookie = res.cookies.find((c) => c.name === 'client_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2_592_000 });
    expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();

    const rows = await s.ctx.dbs.eu.db
      .select()
      .from(clientSessions)
      .where(eq(clientSessions.clientId, client.ID));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenDigest).not.toContain(cookie!.value.split('.')[1]!);
    expect(rows[0]!.expiresAt - rows[0]!.createdAt).toBe(2_592_000_000);

    const who = await me(clientCookieOf(res));
    expect(who.status).toBe(200);
    expect(who.data).toEqual(res.json());
    expect(JSON.stringify(who.data)).not.toMatch(/argon2|passwordHash|Abcdefghijk2345/);
  });

  it('finds a client of a North America organisation and keeps its session there', async () => {
    const { email, client } = await seedClientWithAgent({ region: 'na' });
    const res = await signIn({ email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ region: 'na', blocked: null });
    expect((await me(clientCookieOf(res))).data).toMatchObject({ client: { ID: client.ID }, region: 'na' });
    const rows = await s.ctx.dbs.na.db
      .select()
      .from(clientSessions)
      .where(eq(clientSessions.clientId, client.ID));
    expect(rows).toHaveLength(1);
  });

  it('an expired session gives no client', async () => {
    const { email, client } = await seedClientWithAgent();
    const cookie = clientCookieOf(await signIn({ email, password: PASSWORD }));
    await s.ctx.dbs.eu.db
      .update(clientSessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(clientSessions.clientId, client.ID));
    expect((await me(cookie)).data).toBeNull();
  });

  it('R-CLA-18 a password change voids the older session: me is null and the session is deleted', async () => {
    const { owner, org, email, client } = await seedClientWithAgent();
    const cookie = clientCookieOf(await signIn({ email, password: PASSWORD }));
    expect((await me(cookie)).data?.client.ID).toBe(client.ID);
    await new Promise((r) => setTimeout(r, 5));
    const changed = await s.trpc(
      'mutation',
      'orgs.updateClient',
      { orgId: org.ID, clientId: client.ID, password: 'Zyxwvutsrqp9876' },
      owner.cookie,
    );
    expect(changed.status).toBe(200);
    expect((await me(cookie)).data).toBeNull();
    const rows = await s.ctx.dbs.eu.db
      .select()
      .from(clientSessions)
      .where(eq(clientSessions.clientId, client.ID));
    expect(rows).toHaveLength(0);
    // The new password opens a new session.
    const again = await signIn({ email, password: 'Zyxwvutsrqp9876' });
    expect((await me(clientCookieOf(again))).data?.client.ID).toBe(client.ID);
  });

  it('a deleted client has no session', async () => {
    const { owner, org, email, client } = await seedClientWithAgent();
    const cookie = clientCookieOf(await signIn({ email, password: PASSWORD }));
    const removed = await s.trpc(
      'mutation',
      'orgs.removeClient',
      { orgId: org.ID, clientId: client.ID },
      owner.cookie,
    );
    expect(removed.status).toBe(200);
    expect((await me(cookie)).data).toBeNull();
  });

  it("R-CLA-11 R-CLA-13 R-ORG-14 disabled access still signs in, blocked with the org's message", async () => {
    const { email } = await seedClientWithAgent({
      settings: { disableClientAccess: true, disableClientAccessMessage: 'Paused while we migrate.' },
    });
    const res = await signIn({ email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const blocked = { reason: 'accessDisabled', message: 'Paused while we migrate.' };
    expect(res.json().blocked).toEqual(blocked);
    expect((await me(clientCookieOf(res))).data?.blocked).toEqual(blocked);
  });

  it('R-CLA-13 disabled access without an org message shows the default message', async () => {
    const { email } = await seedClientWithAgent({ settings: { disableClientAccess: true } });
    const res = await signIn({ email, password: PASSWORD });
    expect(res.json().blocked).toEqual({
      reason: 'accessDisabled',
      message: 'Access is currently disabled. Pleas contact your provider!',
    });
  });

  it('R-CLA-12 a client without agents signs in blocked with noAgents', async () => {
    const { email } = await seedClientWithAgent({ agents: false });
    const res = await signIn({ email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().blocked).toEqual({ reason: 'noAgents', message: 'This account has not agents' });
  });

  it('a client cookie is refused by workspace procedures, and a workspace cookie is no client', async () => {
    const { owner, email, agentId } = await seedClientWithAgent();
    const cookie = clientCookieOf(await signIn({ email, password: PASSWORD }));
    for (const [kind, path, input] of [
      ['query', 'agents.list', { region: 'eu' }],
      ['query', 'orgs.list', { region: 'eu' }],
      ['query', 'auth.me', undefined],
    ] as const) {
      const res = await s.trpc(kind, path, input, cookie);
      if (path === 'auth.me') expect(res.data).toBeNull();
      else {
        expect(res.status, path).toBe(401);
        expect(res.error?.data.code).toBe('UNAUTHORIZED');
      }
    }
    // Agent-page procedures admit clients by section only: the default access has no Design/Settings.
    const draft = await s.trpc('query', 'agents.getDraft', { region: 'eu', agentId }, cookie);
    expect(draft.status).toBe(403);
    // The client's own session is untouched; an owner cookie does not make a client.
    expect((await me(cookie)).data).not.toBeNull();
    expect((await me(owner.cookie)).data).toBeNull();
    expect((await me(`${owner.cookie}; ${cookie.replace('client_token', 'token')}`)).data).toBeNull();
  });

  it('sign-out deletes the session and clears the cookie', async () => {
    const { email, client } = await seedClientWithAgent();
    const cookie = clientCookieOf(await signIn({ email, password: PASSWORD }));
    const out = await s.app.inject({ method: 'POST', url: '/api/auth/client/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: CLIENT_AUTH_MESSAGES.signedOut });
    const cleared = out.cookies.find((c) => c.name === 'client_token');
    expect(cleared?.value).toBe('');
    expect((await me(cookie)).data).toBeNull();
    const rows = await s.ctx.dbs.eu.db
      .select()
      .from(clientSessions)
      .where(eq(clientSessions.clientId, client.ID));
    expect(rows).toHaveLength(0);
  });
});

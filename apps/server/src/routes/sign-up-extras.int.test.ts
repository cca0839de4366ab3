// Sign-up extras and session rules (R-ONB-1..10) through the real routes.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { dashboardEvents, workspaces } from '@parley/db/schema';
import { ONBOARDING_MESSAGES } from '@parley/messages/onboarding';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

/** A local HTTP server standing in for the referral endpoint and the geo provider. */
async function startRecorder(answer: (url: string) => { status: number; json?: unknown }) {
  const received: Array<{ url: string; headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const { status, json } = answer(req.url ?? '');
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(json ?? {}));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const signUp = (s: TestServer, body: object, headers: Record<string, string> = {}) =>
  s.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      email: `u${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
      password: 'correct horse battery',
      displayName: 'Uma',
      ...body,
    },
    headers,
  });
const cookieOf = (res: Awaited<ReturnType<typeof signUp>>) =>
  `token=${res.cookies.find((c) => c.name === 'token')?.value}`;
const workspaceRow = async (s: TestServer, uid: string, region: 'eu' | 'na' = 'eu') =>
  (await s.ctx.dbs[region].db.select().from(workspaces).where(eq(workspaces.uid, uid)))[0]!;

describe('sign-up extras', () => {
  let s: TestServer;
  let hooks: Awaited<ReturnType<typeof startRecorder>>;
  beforeAll(async () => {
    hooks = await startRecorder((url) => (url.includes('down') ? { status: 503 } : { status: 200 }));
    s = await startTestServer({
      env: {
        REFERRAL_HOOK_URL: `${hooks.url}/events/new-user`,
        REFERRAL_HOOK_TOKEN: 'ref-token-1',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => {
    await s.close();
    await hooks.close();
  });

  it('R-ONB-1 a new account must onboard; answering or skipping completes it; existing accounts are never sent there', async () => {
    const res = await signUp(s, {});
    const cookie = cookieOf(res);
    const summary = await s.trpc<{ needsOnboarding: boolean; region: string }>(
      'query',
      'account.summary',
      {},
      cookie,
    );
    expect(summary.data).toMatchObject({ needsOnboarding: true, region: 'eu' });
    const bad = await s.trpc(
      'mutation',
      'account.completeOnboarding',
      { displayName: ' ', useCase: 'support', teamSize: '1' },
      cookie,
    );
    expect(bad.error?.message).toContain(ONBOARDING_MESSAGES.nameRequired);
    const done = await s.trpc(
      'mutation',
      'account.completeOnboarding',
      { displayName: 'Uma Ops', useCase: 'support', teamSize: '2-10', company: 'Acme' },
      cookie,
    );
    expect(done.status).toBe(200);
    expect(
      (await s.trpc<{ needsOnboarding: boolean }>('query', 'account.summary', {}, cookie)).data
        .needsOnboarding,
    ).toBe(false);
    const me = await s.trpc<{ account: { displayName: string } }>('query', 'auth.me', {}, cookie);
    expect(me.data.account.displayName).toBe('Uma Ops');
    const row = await workspaceRow(s, res.json().workspace.uid);
    expect(row.doc.onboarding).toMatchObject({ useCase: 'support', teamSize: '2-10', company: 'Acme' });

    const skipper = cookieOf(await signUp(s, {}));
    await s.trpc('mutation', 'account.skipOnboarding', {}, skipper);
    expect(
      (await s.trpc<{ needsOnboarding: boolean }>('query', 'account.summary', {}, skipper)).data
        .needsOnboarding,
    ).toBe(false);

    // Accounts made without the flag (the seeded demo, accounts from before onboarding) are complete.
    const { signUp: plainSignUp } = await import('@parley/workspaces/application/sign-up');
    const plain = await plainSignUp(s.ctx, {
      email: `plain${Date.now()}@example.com`,
      password: 'correct horse battery',
      displayName: 'P',
      region: 'eu',
    });
    expect((await workspaceRow(s, plain.workspace.uid)).doc.showOnboarding).toBe(false);
  });

  it('R-ONB-2 R-ONB-3 R-ONB-4 the cookie is set for 30 days at sign-in, cleared at sign-out, and a signed-out session is no user', async () => {
    const res = await signUp(s, {});
    const { email } = JSON.parse(res.payload).user;
    const signIn = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'correct horse battery' },
    });
    const cookie = signIn.cookies.find((c) => c.name === 'token')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax', maxAge: 2_592_000 });
    expect(cookie.value).not.toBe(res.cookies.find((c) => c.name === 'token')?.value);
    const signOut = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: `token=${cookie.value}` },
    });
    const cleared = signOut.cookies.find((c) => c.name === 'token')!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    // The dashboard still holding the old cookie (a "stored user") gets no user and must sign out.
    expect((await s.trpc('query', 'auth.me', {}, `token=${cookie.value}`)).data).toBeNull();
    expect((await s.trpc('query', 'account.summary', {}, `token=${cookie.value}`)).error?.data.code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('R-ONB-5 a one-time custom sign-in token is exchanged once for a session', async () => {
    const res = await signUp(s, { region: 'na' });
    const { workspace, user } = res.json();
    const issued = await s.app.inject({
      method: 'POST',
      url: '/api/auth/custom-token',
      headers: { authorization: `Bearer ${workspace.workspaceSecret}` },
    });
    expect(issued.statusCode).toBe(200);
    const { token, expiresAt, url } = issued.json();
    expect(token).toMatch(new RegExp(`^na\\.${workspace.uid}\\.[A-Za-z0-9]{40}$`));
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(300_000);
    expect(url).toBe(`http://localhost:3000/auth/token?token=${token}`);
    expect(JSON.stringify((await workspaceRow(s, workspace.uid, 'na')).doc)).not.toContain(token);

    const exchange = () =>
      s.app.inject({
        method: 'POST',
        url: '/api/auth/token-to-user',
        payload: { token, createAccount: false },
      });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.uid).toBe(user.uid);
    const session = `token=${first.cookies.find((c) => c.name === 'token')?.value}`;
    expect(
      (await s.trpc<{ account: { uid: string } }>('query', 'auth.me', {}, session)).data.account.uid,
    ).toBe(user.uid);
    const second = await exchange();
    expect(second.statusCode).toBe(401);
    expect(second.json().detail).toBe(ONBOARDING_MESSAGES.tokenInvalid);
    expect(second.cookies.find((c) => c.name === 'token')).toBeUndefined();

    const forged = token.replace(/.{4}$/, 'AAAA');
    expect(
      (await s.app.inject({ method: 'POST', url: '/api/auth/token-to-user', payload: { token: forged } }))
        .statusCode,
    ).toBe(401);
    expect((await s.app.inject({ method: 'POST', url: '/api/auth/custom-token' })).statusCode).toBe(401);
  });

  it('R-ONB-5 an expired token does not sign in', async () => {
    const { createCustomSignInToken, tokenToUser } = await import(
      '@parley/onboarding/application/custom-sign-in'
    );
    const res = await signUp(s, {});
    const { workspace, user } = res.json();
    const principal = {
      kind: 'workspace-secret' as const,
      workspaceUid: workspace.uid,
      region: 'eu' as const,
    };
    const { token } = await createCustomSignInToken(s.ctx, principal, Date.now() - 301_000);
    await expect(tokenToUser(s.ctx, { token })).rejects.toThrow(ONBOARDING_MESSAGES.tokenInvalid);
    const fresh = await createCustomSignInToken(s.ctx, principal);
    expect(await tokenToUser(s.ctx, { token: fresh.token })).toEqual({ accountId: user.uid, region: 'eu' });
  });

  it('R-ONB-6 R-ONB-10 reads the country from a trusted proxy, stores countryCode, and starts with SIGNUP_LOAD_TOKENS (1000 by default)', async () => {
    const geo = await s.app.inject({
      method: 'GET',
      url: '/api/utils/ip?timezone=Europe/Berlin',
      headers: { 'cf-ipcountry': 'DE', 'cf-ipcity': 'Berlin' },
    });
    expect(geo.json()).toEqual({
      country: 'DE',
      region: null,
      eu: 1,
      timezone: 'Europe/Berlin',
      city: 'Berlin',
      coordinates: null,
      source: 'proxy-headers',
    });
    const res = await signUp(s, { timezone: 'Europe/Berlin' }, { 'cf-ipcountry': 'DE' });
    const row = await workspaceRow(s, res.json().workspace.uid);
    expect(row.doc.internal).toEqual({ countryCode: 'DE' });
    expect(row.loadTokens).toBe(1000);
  });

  it('R-ONB-7 R-ONB-8 posts the referral codes with the bearer token and records the sign-up with conversion value 20', async () => {
    const res = await signUp(
      s,
      { referral: { ps_xid: 'ps-123', tolt_referral: 'tolt_abc' } },
      { 'accept-language': 'en-GB,en;q=0.8' },
    );
    const { user, workspace } = res.json();
    for (let i = 0; i < 50 && !hooks.received.some((r) => r.body.includes(user.uid)); i += 1)
      await new Promise((r) => setTimeout(r, 20));
    const hook = hooks.received.find((r) => r.body.includes(user.uid))!;
    expect(hook.url).toBe('/events/new-user');
    expect(hook.headers.authorization).toBe('Bearer ref-token-1');
    expect(JSON.parse(hook.body)).toEqual({
      userData: {
        uid: user.uid,
        email: user.email,
        displayName: 'Uma',
        region: 'eu',
        joinedAt: expect.any(Number),
        countryCode: 'GB',
      },
      ps_xid: 'ps-123',
      tolt_referral: 'tolt_abc',
    });
    expect((await workspaceRow(s, workspace.uid)).doc.referredFrom).toEqual({
      ps_xid: 'ps-123',
      tolt_referral: 'tolt_abc',
    });
    const [event] = await s.ctx.dbs.eu.db
      .select()
      .from(dashboardEvents)
      .where(and(eq(dashboardEvents.workspaceId, workspace.uid), eq(dashboardEvents.kind, 'sign_up')));
    expect(event?.payload).toEqual({ conversionValue: 20, region: 'eu', countryCode: 'GB', referred: true });
    // Codes that are not plain tokens are refused at the boundary.
    expect((await signUp(s, { referral: { ps_xid: '<script>' } })).statusCode).toBe(400);
  });

  it('R-ONB-9 serves the workspace secret, hasEverPaid and internal to that workspace only', async () => {
    const owner = await s.seedWorkspaceOwner();
    const other = await s.seedWorkspaceOwner();
    await s.trpc(
      'mutation',
      'events.saveSettings',
      { endpoint: 'https://hooks.example.com/x', subscribedEvents: [] },
      owner.cookie,
    );
    const url = `/api/public/users/${owner.workspace.uid}`;
    const mine = await s.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      data: {
        workspaceSecret: owner.workspace.workspaceSecret,
        hasEverPaid: false,
        internal: {
          countryCode: null,
          events: { endpoint: 'https://hooks.example.com/x', subscribedEvents: [] },
        },
      },
    });
    expect((await s.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })).statusCode).toBe(
      200,
    );
    expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${other.workspace.workspaceSecret}` },
        })
      ).statusCode,
    ).toBe(403);
    const agency = await s.app.inject({
      method: 'GET',
      url: `${url}?agencyId=someoneElse`,
      headers: { cookie: owner.cookie },
    });
    expect(agency.json().detail).toBe(ONBOARDING_MESSAGES.agencyNotFound);
  });
});

describe('sign-up extras, other settings', () => {
  it('R-ONB-6 R-ONB-7 R-ONB-10 uses the HTTP geo provider, survives a failing referral endpoint, and takes SIGNUP_LOAD_TOKENS', async () => {
    const provider = await startRecorder((url) =>
      url.startsWith('/geo/')
        ? {
            status: 200,
            json: {
              country_code: 'CA',
              region: 'Ontario',
              city: 'Toronto',
              latitude: 43.7,
              longitude: -79.4,
              timezone: 'America/Toronto',
            },
          }
        : { status: 503 },
    );
    const s = await startTestServer({
      env: {
        GEO_LOOKUP_URL: `${provider.url}/geo/{ip}/json`,
        REFERRAL_HOOK_URL: `${provider.url}/down`,
        SIGNUP_LOAD_TOKENS: '250',
      },
    });
    try {
      const geo = await s.app.inject({ method: 'GET', url: '/api/utils/ip', remoteAddress: '203.0.113.9' });
      expect(geo.json()).toEqual({
        country: 'CA',
        region: 'Ontario',
        eu: 0,
        timezone: 'America/Toronto',
        city: 'Toronto',
        coordinates: { latitude: 43.7, longitude: -79.4 },
        source: 'provider',
      });
      expect(provider.received[0]?.url).toBe('/geo/203.0.113.9/json');
      const res = await signUp(s, {});
      expect(res.statusCode).toBe(200);
      const row = await workspaceRow(s, res.json().workspace.uid);
      expect(row.loadTokens).toBe(250);
      expect(row.doc.internal).toEqual({ countryCode: 'CA' });
    } finally {
      await s.close();
      await provider.close();
    }
  });
});

import { accounts, sessions, workspaces } from '@parley/db/schema';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('workspace sign-up, sign-in and sign-out', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('R-WKS-16 R-WKS-18 sign-up creates the workspace document with the spec defaults', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'Ada@Example.com', password: 'lovelace-1815', displayName: 'Ada' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9]{15}$/),
      email: 'ada@example.com',
      displayName: 'Ada',
    });
    expect(body.workspace.uid).toBe(body.user.uid);
    expect(body.workspace.workspaceSecret).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(body.workspace.workspaceName).toMatch(/^Personal .+/);

    const [row] = await s.ctx.dbs.eu.db.select().from(workspaces).where(eq(workspaces.uid, body.user.uid));
    expect(row?.joinedAt).toBeGreaterThanOrEqual(before);
    expect(row?.joinedAt).toBeLessThan(before + 5);
    expect(row?.location).toBe('voiceglow-eu');
    expect(row?.workspaceEmails).toEqual(['ada@example.com']);
    // Secrets and passwords are not readable at rest.
    expect(JSON.stringify(row)).not.toContain(body.workspace.workspaceSecret);
    const [account] = await s.ctx.dbs.eu.db.select().from(accounts).where(eq(accounts.id, body.user.uid));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('R-ONB-3 R-ONB-4 sets an httpOnly session cookie that lasts 30 days and is stored server-side', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'cookie@example.com', password: 'password-123', displayName: 'C' },
    });
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2_592_000 });
    const rows = await s.ctx.dbs.eu.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, res.json().user.uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenDigest).not.toContain(cookie!.value.split('.')[1]!);
    expect(rows[0]!.expiresAt - rows[0]!.createdAt).toBe(2_592_000_000);
  });

  it('refuses a second sign-up with the same e-mail, whatever its case, and writes nothing', async () => {
    const first = await s.seedWorkspaceOwner({ email: 'twice@example.com' });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'TWICE@example.com', password: 'another-pass', displayName: 'Again' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(AUTH_MESSAGES.emailTaken);
    const rows = await s.ctx.dbs.eu.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.email, 'twice@example.com'));
    expect(rows.map((r) => r.uid)).toEqual([first.user.uid]);
  });

  it('rejects bad input with a clear message and no stack trace', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'nope', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toBe(AUTH_MESSAGES.invalidEmail);
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual([
      'body.email',
      'body.password',
      'body.displayName',
    ]);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('R-ONB-3 sign-in returns the same shape and refreshes the cookie; sign-out clears it and ends the session', async () => {
    const owner = await s.seedWorkspaceOwner();
    const signIn = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ user: owner.user, workspace: owner.workspace });
    const fresh = signIn.cookies.find((c) => c.name === 'token')!;
    expect(`token=${fresh.value}`).not.toBe(owner.cookie);

    const me = await s.trpc('query', 'auth.me', undefined, `token=${fresh.value}`);
    expect(me.data).toMatchObject({ account: { uid: owner.user.uid, email: owner.email } });

    const out = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: `token=${fresh.value}` },
    });
    expect(out.json()).toEqual({ success: true, message: AUTH_MESSAGES.signedOut });
    const cleared = out.cookies.find((c) => c.name === 'token')!;
    expect(cleared.value).toBe('');
    expect((await s.trpc('query', 'auth.me', undefined, `token=${fresh.value}`)).data).toBeNull();
    // The other session (from sign-up) is still valid.
    expect((await s.trpc('query', 'auth.me', undefined, owner.cookie)).data).not.toBeNull();
  });

  it('refuses a wrong password or unknown e-mail with one message', async () => {
    const owner = await s.seedWorkspaceOwner();
    for (const payload of [
      { email: owner.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever-123' },
    ]) {
      const res = await s.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(AUTH_MESSAGES.badCredentials);
      expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    }
  });

  it('R-REG-4 finds an account in either region at sign-in', async () => {
    const owner = await s.seedWorkspaceOwner({ region: 'na' });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: owner.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().workspace.region).toBe('na');
    const [row] = await s.ctx.dbs.na.db.select().from(workspaces).where(eq(workspaces.uid, owner.user.uid));
    expect(row?.location).toBe('(default)');
  });
});

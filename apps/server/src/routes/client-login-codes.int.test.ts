import { loginTokens } from '@parley/db/schema';
import { type LocalSmtpServer, startLocalSmtpServer } from '@parley/mail/testing/local-smtp-server';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_PASSWORD, seedClientWithAgent } from '../testing/seed-clients';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('client sign-in by e-mailed code and one-tap link', () => {
  let s: TestServer;
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    s = await startTestServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  const post = (url: string, payload: object) => s.app.inject({ method: 'POST', url, payload });
  const requestCode = (email: string) => post('/api/auth/client/login-code', { email });
  const codeIn = async (email: string, nth = 1) => {
    const mails = () => smtp.received.filter((m) => m.envelopeTo.includes(email));
    await smtp.waitFor((m) => m.envelopeTo.includes(email) && mails().length >= nth);
    const text = mails()[nth - 1]!.parsed.text ?? '';
    return /\b(\d{6})\b/.exec(text)![1]!;
  };
  const cookieOf = (res: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) =>
    res.cookies.find((c) => c.name === 'client_token');

  it('R-CLA-3 R-CLA-15 a code is e-mailed, signs in once, and a second use fails', async () => {
    const { email, client } = await seedClientWithAgent(s);
    const sent = await requestCode(email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, message: CLIENT_AUTH_MESSAGES.codeSent(email) });
    const code = await codeIn(email);

    const first = await post('/api/auth/client/sign-in', {
      email,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ client: { ID: client.ID }, blocked: null });
    expect(cookieOf(first)?.httpOnly).toBe(true);

    const again = await post('/api/auth/client/sign-in', { email, code });
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe(CLIENT_AUTH_MESSAGES.codeExpired);
    expect(cookieOf(again)).toBeUndefined();
  });

  it('R-CLA-8 an unknown e-mail is NOT_FOUND and nothing is sent', async () => {
    const before = smtp.received.length;
    const res = await requestCode('nobody-at-all@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(CLIENT_AUTH_MESSAGES.emailNotFound);
    expect(smtp.received.length).toBe(before);
  });

  it('a wrong code counts; after five wrong tries even the right code is refused', async () => {
    const { email } = await seedClientWithAgent(s);
    await requestCode(email);
    const code = await codeIn(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/client/sign-in', { email, code: wrong });
      expect(res.json().detail).toBe(CLIENT_AUTH_MESSAGES.codeWrong);
    }
    const right = await post('/api/auth/client/sign-in', { email, code });
    expect(right.statusCode).toBe(401);
    expect(right.json().detail).toBe(CLIENT_AUTH_MESSAGES.codeExpired);
  });

  it('R-CLA-3 Resend: only the newest code works; the sixth request in 15 minutes is refused', async () => {
    const { email, client } = await seedClientWithAgent(s);
    await requestCode(email);
    const old = await codeIn(email, 1);
    await requestCode(email);
    const fresh = await codeIn(email, 2);
    if (old !== fresh) {
      const res = await post('/api/auth/client/sign-in', { email, code: old });
      expect(res.statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i++) expect((await requestCode(email)).statusCode).toBe(200);
    const limited = await requestCode(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe(CLIENT_AUTH_MESSAGES.tooManyCodes);
    const rows = await s.ctx.dbs.eu.db.select().from(loginTokens).where(eq(loginTokens.clientId, client.ID));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => !r.digest.includes(fresh))).toBe(true);
  });

  it('an expired code is refused', async () => {
    const { email, client } = await seedClientWithAgent(s);
    await requestCode(email);
    const code = await codeIn(email);
    await s.ctx.dbs.eu.db
      .update(loginTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(loginTokens.clientId, client.ID));
    const res = await post('/api/auth/client/sign-in', { email, code });
    expect(res.json().detail).toBe(CLIENT_AUTH_MESSAGES.codeExpired);
  });

  it('R-CLA-4 with password login disabled the password is refused but the code works', async () => {
    const { owner, email } = await seedClientWithAgent(s);
    const off = await s.trpc('mutation', 'agency.update', { disablePasswordLogin: true }, owner.cookie);
    expect(off.status).toBe(200);
    const pw = await post('/api/auth/client/sign-in', { email, password: CLIENT_PASSWORD });
    expect(pw.statusCode).toBe(403);
    expect(pw.json().detail).toBe(CLIENT_AUTH_MESSAGES.passwordLoginDisabled);
    await requestCode(email);
    const ok = await post('/api/auth/client/sign-in', { email, code: await codeIn(email) });
    expect(ok.statusCode).toBe(200);
  });

  it('R-CLA-6 R-CLA-16 the owner e-mails a one-tap link; its token signs in once', async () => {
    const { owner, org, email, client } = await seedClientWithAgent(s);
    const sent = await s.trpc<{
      success: boolean;
      data: { clientData: { ID: string }; sendEmailRes: { status: string } };
    }>('mutation', 'orgs.sendLoginLink', { orgId: org.ID, clientId: client.ID }, owner.cookie);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({
      success: true,
      data: { clientData: { ID: client.ID }, sendEmailRes: { status: 'sent' } },
    });
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && /token=/.test(m.parsed.text ?? ''),
    );
    const token = /token=([A-Za-z0-9]+)/.exec(mail.parsed.text ?? '')![1]!;

    const first = await post('/api/auth/client/token', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().client.ID).toBe(client.ID);
    const second = await post('/api/auth/client/token', { token });
    expect(second.statusCode).toBe(401);
    expect(second.json().detail).toBe(CLIENT_AUTH_MESSAGES.linkInvalid);
    expect((await post('/api/auth/client/token', { token: 'x'.repeat(43) })).statusCode).toBe(401);
  });

  it('only the organisation’s owner can send a login link', async () => {
    const { org, client } = await seedClientWithAgent(s);
    const stranger = await s.seedWorkspaceOwner();
    const res = await s.trpc(
      'mutation',
      'orgs.sendLoginLink',
      { orgId: org.ID, clientId: client.ID },
      stranger.cookie,
    );
    expect(res.status).toBe(403);
    const rows = await s.ctx.dbs.eu.db.select().from(loginTokens).where(eq(loginTokens.clientId, client.ID));
    expect(rows).toHaveLength(0);
  });
});

import { mailOutbox, workspaceInvitations } from '@parley/db/schema';
import { type LocalSmtpServer, startLocalSmtpServer } from '@parley/mail/testing/local-smtp-server';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { type Owner, workspaceFixtures } from '../testing/workspace-fixtures';

describe('workspace REST calls (R-WKS-6, R-WKS-12..15)', () => {
  let s: TestServer;
  let smtp: LocalSmtpServer;
  let f: ReturnType<typeof workspaceFixtures>;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    s = await startTestServer({ env: { SMTP_URL: smtp.url } });
    f = workspaceFixtures(s);
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  const post = (uid: string, secret: string | null, payload: object, path = '') =>
    s.app.inject({
      method: 'POST',
      url: `/api/v2/workspaces/${uid}${path}`,
      payload,
      headers: secret ? { authorization: `Bearer ${secret}` } : {},
    });
  const outboxCount = async (uid: string) =>
    (await s.ctx.dbs.eu.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.workspaceId, uid)))[0]!
      .n;

  it('R-WKS-7 the invitation mail arrives over SMTP with the join link', async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner, 'Mail Co');
    const res = await s.trpc<{ mailStatus: string }>(
      'mutation',
      'workspaces.invite',
      { email: 'smtp-invitee@example.com' },
      owner.cookie,
    );
    expect(res.data.mailStatus).toBe('sent');
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('smtp-invitee@example.com'));
    expect(mail.parsed.subject).toBe("You're invited to join Mail Co");
    const link = await f.invitationLinkOf(team.uid, 'smtp-invitee@example.com');
    expect(mail.parsed.text).toContain(link.url.toString());
    expect(mail.parsed.html).toContain('Join workspace');
  });

  it('R-WKS-6 a good token joins (200, twice is fine); bad, foreign, other-e-mail and expired links change nothing', async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner);
    await f.setPlanLimits(team.uid, { workspaceSeats: 2 });
    await f.mutation('workspaces.invite', { email: 'joiner@example.com' }, owner.cookie);
    await f.mutation('workspaces.invite', { email: 'late@example.com' }, owner.cookie);
    const good = await f.invitationLinkOf(team.uid, 'joiner@example.com');
    const late = await f.invitationLinkOf(team.uid, 'late@example.com');
    const emails = async () => (await f.storedWorkspace(team.uid))?.workspaceEmails;
    const before = await emails();

    for (const [uid, token, email] of [
      [team.uid, 'A'.repeat(40), 'joiner@example.com'],
      [team.uid, good.token, 'late@example.com'],
      [owner.user.uid, good.token, 'joiner@example.com'],
      ['NoSuchWorkspace', good.token, 'joiner@example.com'],
    ]) {
      const res = await f.join(uid!, token!, email!);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(WORKSPACE_MESSAGES.invitationInvalid);
    }
    await s.ctx.dbs.eu.db
      .update(workspaceInvitations)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(workspaceInvitations.email, 'late@example.com'));
    expect((await f.join(team.uid, late.token, 'late@example.com')).statusCode).toBe(404);
    expect(await emails()).toEqual(before);

    const joined = await f.join(team.uid, good.token, 'Joiner@Example.com');
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      success: true,
      uid: team.uid,
      region: 'eu',
      email: 'joiner@example.com',
    });
    expect(await emails()).toEqual([...before!, 'joiner@example.com']);
    expect((await f.join(team.uid, good.token, 'joiner@example.com')).statusCode).toBe(200);
    expect(await emails()).toEqual([...before!, 'joiner@example.com']);
  });

  it("R-WKS-6 when the seats ran out meanwhile: 'Failed to add user to workspace, workspace does not have enough seats'", async () => {
    const owner = await s.seedWorkspaceOwner();
    const team = await f.seedTeamWorkspace(owner);
    await f.setPlanLimits(team.uid, { workspaceSeats: 1 });
    await f.mutation('workspaces.invite', { email: 'seatless@example.com' }, owner.cookie);
    const link = await f.invitationLinkOf(team.uid, 'seatless@example.com');
    const secret = (await s.trpc<{ workspaceSecret: string }>('query', 'workspaces.secret', {}, owner.cookie))
      .data.workspaceSecret;
    expect(
      (await post(team.uid, secret, { workspaceEmails: [owner.email, 'direct@example.com'] })).statusCode,
    ).toBe(200);
    // Then the plan lost its extra seat: the pending invitation no longer fits.
    await f.setPlanLimits(team.uid, { workspaceSeats: 0 });
    const res = await f.join(team.uid, link.token, 'seatless@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Failed to add user to workspace, workspace does not have enough seats');
    expect((await f.storedWorkspace(team.uid))?.workspaceEmails).toEqual([
      owner.email.toLowerCase(),
      'direct@example.com',
    ]);
  });

  it('R-WKS-12 POST /v2/workspaces/{uid}: name, logo and members within seats; read-only fields are ignored', async () => {
    const owner: Owner = await s.seedWorkspaceOwner();
    const uid = owner.user.uid;
    const secret = owner.workspace.workspaceSecret;
    // What sign-up gave (SIGNUP_LOAD_TOKENS): the call must leave it alone.
    const signupCredits = (await f.storedWorkspace(uid))!.loadTokens;
    const res = await post(uid, secret, {
      uid,
      workspaceName: 'Renamed',
      workspacePhotoURL: 'https://cdn.example.com/logo.png',
      workspaceEmails: [owner.email, 'Colleague@Example.com'],
      workspaceSecret: 'vg_AAAAAAAAAAAAAAAAAAAA',
      loadTokens: 1_000_000,
      joinedAt: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        uid,
        workspaceName: 'Renamed',
        workspacePhotoURL: 'https://cdn.example.com/logo.png',
        workspaceEmails: [owner.email.toLowerCase(), 'colleague@example.com'],
        loadTokens: signupCredits,
      },
    });
    const stored = await f.storedWorkspace(uid);
    expect(stored).toMatchObject({ loadTokens: signupCredits, workspaceName: 'Renamed' });
    expect(stored?.joinedAt).toBeGreaterThan(1);
    // The secret did not change: it still authorises.
    expect((await post(uid, secret, { workspaceName: 'Again' })).statusCode).toBe(200);
  });

  it('R-WKS-12 refusals: over the seats, dropping the owner, a bad e-mail or name, another uid; nothing changes', async () => {
    const owner = await s.seedWorkspaceOwner();
    const uid = owner.user.uid;
    const secret = owner.workspace.workspaceSecret;
    const before = await f.storedWorkspace(uid);
    const cases: Array<[object, number, string]> = [
      [
        { workspaceEmails: [owner.email, 'a@example.com', 'b@example.com'] },
        403,
        WORKSPACE_MESSAGES.maxSeats,
      ],
      [{ workspaceEmails: ['a@example.com'] }, 400, WORKSPACE_MESSAGES.ownerEmailRequired],
      [{ workspaceEmails: [owner.email, 'nope'] }, 400, 'Please enter a valid email'],
      [{ workspaceName: '  ' }, 400, 'Please enter a workspace name.'],
      [{ uid: 'SomeoneElse0001', workspaceName: 'X' }, 400, WORKSPACE_MESSAGES.uidMismatch],
    ];
    for (const [body, status, detail] of cases) {
      const res = await post(uid, secret, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(detail);
    }
    expect(await f.storedWorkspace(uid)).toEqual(before);
  });

  it("R-WKS-15 another workspace's secret, an agent key or no key: 403/401 and nothing changes", async () => {
    const owner = await s.seedWorkspaceOwner();
    const other = await s.seedWorkspaceOwner();
    const agent = await s.app.inject({
      method: 'POST',
      url: '/api/v2/agents/RestKeyAgent001',
      payload: { title: 'k' },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    const agentKey = agent.json().data.SECRET_API_KEY as string;
    const before = await f.storedWorkspace(owner.user.uid);
    expect(
      (await post(owner.user.uid, other.workspace.workspaceSecret, { workspaceName: 'Mine now' })).statusCode,
    ).toBe(403);
    expect((await post(owner.user.uid, agentKey, { workspaceName: 'Mine now' })).statusCode).toBe(403);
    expect((await post(owner.user.uid, null, { workspaceName: 'Mine now' })).statusCode).toBe(401);
    const byCookie = await s.app.inject({
      method: 'POST',
      url: `/api/v2/workspaces/${owner.user.uid}`,
      payload: { workspaceName: 'Mine now' },
      headers: { cookie: other.cookie },
    });
    // A dashboard cookie is no bearer: the REST calls take the secret only.
    expect(byCookie.statusCode).toBe(401);
    const byOwnCookie = await s.app.inject({
      method: 'POST',
      url: `/api/v2/workspaces/${owner.user.uid}`,
      payload: { workspaceName: 'Mine now' },
      headers: { cookie: owner.cookie },
    });
    expect(byOwnCookie.statusCode).toBe(401);
    expect(await f.storedWorkspace(owner.user.uid)).toEqual(before);
  });

  it('R-WKS-14 e-mails the workspace’s members with sanitised HTML; others are refused (no open relay)', async () => {
    const owner = await s.seedWorkspaceOwner();
    const uid = owner.user.uid;
    const secret = owner.workspace.workspaceSecret;
    await post(uid, secret, { workspaceEmails: [owner.email, 'teammate@example.com'] });
    const res = await post(
      uid,
      secret,
      {
        subject: 'Weekly report',
        html: '<p onclick="steal()">Numbers <b>up</b></p><script>alert(1)</script><a href="javascript:x()">x</a>',
        to: 'Teammate@Example.com',
      },
      '/email',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'sent', to: ['teammate@example.com'] });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('teammate@example.com'));
    expect(mail.parsed.subject).toBe('Weekly report');
    expect(mail.parsed.html).toContain('<b>up</b>');
    expect(mail.parsed.html).not.toMatch(/script|onclick|javascript:/);

    const mails = await outboxCount(uid);
    const relay = await post(
      uid,
      secret,
      { subject: 'Hi', html: '<p>x</p>', to: ['teammate@example.com', 'victim@example.org'] },
      '/email',
    );
    expect(relay.statusCode).toBe(403);
    expect(relay.json().detail).toBe(WORKSPACE_MESSAGES.recipientsNotMembers(['victim@example.org']));
    const other = await s.seedWorkspaceOwner();
    const foreign = await post(
      uid,
      other.workspace.workspaceSecret,
      { subject: 'Hi', html: '<p>x</p>', to: owner.email },
      '/email',
    );
    expect(foreign.statusCode).toBe(403);
    expect(await outboxCount(uid)).toBe(mails);
  });

  it('the OpenAPI document lists the workspace calls', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/workspaces/{uid}',
        '/api/v2/workspaces/{uid}/email',
        '/api/no-auth/workspaces/{uid}/invite',
      ]),
    );
  });
});

describe('an invitation whose mail cannot be delivered (R-WKS-7)', () => {
  let s: TestServer;
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer({ reject: true });
    s = await startTestServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  it('is taken back: no invitation holds a seat, the outbox keeps the failed mail with its reason', async () => {
    const owner = await s.seedWorkspaceOwner();
    const res = await s.trpc('mutation', 'workspaces.invite', { email: 'bounce@example.com' }, owner.cookie);
    // The dashboard shows R-WKS-7's 'Failed to invite {email}' for this server-side failure.
    expect(res.error?.data.code).toBe('INTERNAL_SERVER_ERROR');
    const invitations = await s.ctx.dbs.eu.db
      .select({ n: count() })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceUid, owner.user.uid));
    expect(invitations[0]!.n).toBe(0);
    const [mail] = await s.ctx.dbs.eu.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.workspaceId, owner.user.uid));
    expect(mail).toMatchObject({ purpose: 'workspace-invite', status: 'failed' });
    expect(mail?.error).toBeTruthy();
  });
});

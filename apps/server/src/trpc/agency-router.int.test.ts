import { type LocalDnsServer, startLocalDnsServer } from '@parley/agencies/testing/local-dns-server';
import type { TAgency, TPublicAgency } from '@parley/contract/agencies';
import { agencies } from '@parley/db/schema';
import { type LocalSmtpServer, startLocalSmtpServer } from '@parley/mail/testing/local-smtp-server';
import { AGENCY_MESSAGES } from '@parley/messages/agencies';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCookie, seedClientWithAgent, writeAgent } from '../testing/seed-clients';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('agency settings, admin magic link, sending domain and feedback', () => {
  let s: TestServer;
  let dns: LocalDnsServer;
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    [dns, smtp] = await Promise.all([startLocalDnsServer(), startLocalSmtpServer()]);
    s = await startTestServer({
      env: { DNS_SERVERS: dns.address, SMTP_URL: smtp.url, FEEDBACK_DEVELOPER_EMAIL: 'dev@parley.test' },
    });
  });
  afterAll(async () => {
    await s.close();
    await Promise.all([dns.close(), smtp.close()]);
  });

  it('R-AGY-22 R-AGY-23 R-AGY-5 the first load creates the agency with defaults and a 25-character secret', async () => {
    const owner = await s.seedWorkspaceOwner();
    const first = await s.trpc<{ agency: TAgency; created: boolean }>(
      'query',
      'agency.mine',
      undefined,
      owner.cookie,
    );
    expect(first.data.created).toBe(true);
    expect(first.data.agency).toMatchObject({
      ID: owner.workspace.uid,
      name: 'My Agency',
      themeVariant: 'default',
      themeColorUsage: 'plain',
      settings: { disablePasswordLogin: false },
    });
    const again = await s.trpc<{ created: boolean }>('query', 'agency.mine', undefined, owner.cookie);
    expect(again.data.created).toBe(false);
    const secret = await s.trpc<{ secret: string }>('query', 'agency.secret', undefined, owner.cookie);
    expect(secret.data.secret).toMatch(/^[A-Za-z0-9]{25}$/);
    const [row] = await s.ctx.dbs.eu.db.select().from(agencies).where(eq(agencies.id, owner.workspace.uid));
    expect(JSON.stringify(row)).not.toContain(secret.data.secret);
  });

  it('R-AGY-3 R-AGY-20 updates validated fields; refuses bad links; other workspaces cannot touch it', async () => {
    const owner = await s.seedWorkspaceOwner();
    const ok = await s.trpc<TAgency>(
      'mutation',
      'agency.update',
      {
        name: ' Acme ',
        supportEmail: 'help@acme.test',
        tosPage: 'https://acme.test/tos',
        disablePasswordLogin: true,
      },
      owner.cookie,
    );
    expect(ok.data).toMatchObject({
      name: 'Acme',
      supportEmail: 'help@acme.test',
      settings: { disablePasswordLogin: true },
    });
    const bad = await s.trpc('mutation', 'agency.update', { tosPage: 'javascript:alert(1)' }, owner.cookie);
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe(AGENCY_MESSAGES.invalidUrl('Terms page'));
    const anon = await s.trpc('mutation', 'agency.update', { name: 'x' }, undefined);
    expect(anon.status).toBe(401);
    const pub = await s.trpc<TPublicAgency>('query', 'agency.public', { agencyId: owner.workspace.uid });
    expect(pub.data).toMatchObject({ name: 'Acme', disablePasswordLogin: true, hasSendingDomain: false });
    expect(JSON.stringify(pub.data)).not.toMatch(/secret/i);
  });

  it('R-CLA-14 the agency secret opens an admin session over every agency agent; Regen Secret ends it', async () => {
    const { owner, agentId } = await seedClientWithAgent(s);
    await writeAgent(s, owner, `${agentId}b`);
    const { secret } = (await s.trpc<{ secret: string }>('query', 'agency.secret', undefined, owner.cookie))
      .data;
    const res = await s.app.inject({ method: 'POST', url: '/api/auth/client/admin', payload: { secret } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isAdmin: true, org: null, blocked: null });
    expect(res.json().client.canAccess).toEqual(['/home', '/kb', '/convos', '/settings', '/analytics']);
    const cookie = `client_token=${res.cookies.find((c) => c.name === 'client_token')!.value}`;
    const agentsSeen = await s.trpc<{ ID: string }[]>('query', 'clientAuth.agents', undefined, cookie);
    expect(agentsSeen.data.map((a) => a.ID).sort()).toEqual([agentId, `${agentId}b`].sort());

    await s.trpc('mutation', 'agency.regenerateSecret', undefined, owner.cookie);
    expect((await s.trpc('query', 'clientAuth.me', undefined, cookie)).data).toBeNull();
    const old = await s.app.inject({ method: 'POST', url: '/api/auth/client/admin', payload: { secret } });
    expect(old.statusCode).toBe(401);
    expect(old.json().detail).toBe(CLIENT_AUTH_MESSAGES.adminSecretInvalid);
  });

  it('R-AGY-8 R-AGY-9 R-AGY-10 the sending domain is verified by its TXT record', async () => {
    const owner = await s.seedWorkspaceOwner();
    const bad = await s.trpc('mutation', 'agency.addSendingDomain', { domain: 'localhost' }, owner.cookie);
    expect(bad.status).toBe(400);
    const added = await s.trpc<{
      domain: string;
      status: string;
      records: { name: string; value: string }[];
    }>('mutation', 'agency.addSendingDomain', { domain: ' Mail-Acme.TEST ' }, owner.cookie);
    expect(added.data).toMatchObject({ domain: 'mail-acme.test', status: 'not_started' });
    const dup = await s.trpc(
      'mutation',
      'agency.addSendingDomain',
      { domain: 'mail-acme.test' },
      owner.cookie,
    );
    expect(dup.error?.message).toBe('This domain is already added.');

    const pending = await s.trpc<{ status: string }>(
      'mutation',
      'agency.verifySendingDomain',
      undefined,
      owner.cookie,
    );
    expect(pending.data.status).toBe('pending');
    const record = added.data.records[0]!;
    dns.setTxt(record.name, [record.value]);
    const verified = await s.trpc<{ status: string }>(
      'mutation',
      'agency.verifySendingDomain',
      undefined,
      owner.cookie,
    );
    expect(verified.data.status).toBe('verified');

    const gone = await s.trpc<{ domain: null; status: string }>(
      'mutation',
      'agency.deleteSendingDomain',
      undefined,
      owner.cookie,
    );
    expect(gone.data).toMatchObject({ domain: null, status: 'not_started' });
  });

  it('R-CSH-9 R-CSH-11 R-CSH-12 R-CSH-13 feedback goes to the agency support address only once it sends from its domain', async () => {
    const { owner, email } = await seedClientWithAgent(s);
    const cookie = await clientCookie(s, email);
    const send = () =>
      s.app.inject({
        method: 'POST',
        url: `/api/agencies/${owner.workspace.uid}/email`,
        headers: { cookie },
        payload: {
          message: 'The bot <b>loves</b> us',
          attachments: [{ filename: 'x.png', sizeKB: 3, url: 'https://evil.test/x.png' }],
        },
      });
    const unavailable = await send();
    expect(unavailable.statusCode).toBe(403);
    expect(unavailable.json().detail).toBe(CLIENT_AUTH_MESSAGES.feedbackUnavailable);

    await s.trpc(
      'mutation',
      'agency.update',
      { supportEmail: 'support@fb-agency.test', name: 'FB Agency' },
      owner.cookie,
    );
    const added = await s.trpc<{ records: { name: string; value: string }[] }>(
      'mutation',
      'agency.addSendingDomain',
      { domain: 'fb-agency.test' },
      owner.cookie,
    );
    dns.setTxt(added.data.records[0]!.name, [added.data.records[0]!.value]);
    await s.trpc('mutation', 'agency.verifySendingDomain', undefined, owner.cookie);
    expect(
      (await s.trpc<{ agency: { hasSendingDomain: boolean } }>('query', 'clientAuth.me', undefined, cookie))
        .data.agency.hasSendingDomain,
    ).toBe(true);

    const ok = await send();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Feedback sent!' });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('support@fb-agency.test'));
    expect(mail.envelopeTo).toContain('dev@parley.test');
    expect(mail.parsed.from?.address).toBe('no-reply@fb-agency.test');
    expect(mail.parsed.replyTo?.[0]?.address).toBe(email);
    expect(mail.parsed.html).toContain('The bot &lt;b&gt;loves&lt;/b&gt; us');
    expect(mail.parsed.html).not.toContain('evil.test');

    const other = await s.seedWorkspaceOwner();
    const wrongAgency = await s.app.inject({
      method: 'POST',
      url: `/api/agencies/${other.workspace.uid}/email`,
      headers: { cookie },
      payload: { message: 'hi' },
    });
    expect(wrongAgency.statusCode).toBe(403);
    const anon = await s.app.inject({
      method: 'POST',
      url: `/api/agencies/${owner.workspace.uid}/email`,
      payload: { message: 'hi' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('R-DOM-3 R-DOM-4 R-DOM-6 R-DOM-10 R-DOM-12 R-DOM-13 a custom domain routes to the agency once its TXT record proves it', async () => {
    type View = {
      domain: string | null;
      isVerified: boolean;
      records: { name: string; value: string }[];
      message: string;
    };
    const owner = await s.seedWorkspaceOwner();
    const rival = await s.seedWorkspaceOwner();
    const add = (cookie: string, domain: string) =>
      s.trpc<View>('mutation', 'agency.addCustomDomain', { domain }, cookie);
    expect((await add(owner.cookie, ' ')).error?.message).toBe('Please enter a custom domain');
    expect((await add(owner.cookie, 'acme.com')).error?.message).toBe('Please input a subdomain: "acme.com"');
    const added = await add(owner.cookie, 'Portal.Acme-Agency.test');
    expect(added.data).toMatchObject({
      domain: 'portal.acme-agency.test',
      isVerified: false,
      message: 'Domain verification pending..',
    });
    // R-DOM-6: nobody else may take it, pending or verified.
    expect((await add(rival.cookie, 'portal.acme-agency.test')).error?.message).toBe(
      'This domain already exists on another account.',
    );
    // Not verified yet: the host routes nothing.
    expect((await s.trpc('query', 'agency.public', { host: 'portal.acme-agency.test' })).data).toBeNull();
    const pending = await s.trpc<View>('mutation', 'agency.verifyCustomDomain', undefined, owner.cookie);
    expect(pending.data.isVerified).toBe(false);

    const txt = added.data.records[0]!;
    dns.setTxt(txt.name, [txt.value]);
    const verified = await s.trpc<View>('mutation', 'agency.verifyCustomDomain', undefined, owner.cookie);
    expect(verified.data).toMatchObject({ isVerified: true, message: 'Domain verification successful..' });
    const pub = await s.trpc<{ ID: string }>('query', 'agency.public', {
      host: 'portal.acme-agency.test:443',
    });
    expect(pub.data.ID).toBe(owner.workspace.uid);

    const gone = await s.trpc<View>('mutation', 'agency.removeCustomDomain', undefined, owner.cookie);
    expect(gone.data).toMatchObject({ domain: null, message: 'Domain deleted successfully..' });
    expect((await s.trpc('query', 'agency.public', { host: 'portal.acme-agency.test' })).data).toBeNull();
    expect((await add(rival.cookie, 'portal.acme-agency.test')).status).toBe(200);
  });

  it('R-CSH-4 R-CSH-7 R-CSH-8 a client toggles its status and edits its own account', async () => {
    const { email, client } = await seedClientWithAgent(s);
    const cookie = await clientCookie(s, email);
    const on = await s.trpc<{ status: string }>('mutation', 'clientAuth.toggleStatus', undefined, cookie);
    expect(on.data.status).toBe('online');
    const off = await s.trpc<{ status: string }>('mutation', 'clientAuth.toggleStatus', undefined, cookie);
    expect(off.data.status).toBe('offline');
    const updated = await s.trpc<{ name: string; email: string }>(
      'mutation',
      'clientAuth.updateAccount',
      { name: 'Grace Hopper', email: `new-${email}` },
      cookie,
    );
    expect(updated.data).toMatchObject({ name: 'Grace Hopper', email: `new-${email}` });
    const other = await seedClientWithAgent(s);
    const taken = await s.trpc('mutation', 'clientAuth.updateAccount', { email: other.email }, cookie);
    expect(taken.status).toBe(409);
    expect(taken.error?.message).toBe(`Client already exists to org: ${other.org.ID}`);
    const me = await s.trpc<{ client: { ID: string; name: string } }>(
      'query',
      'clientAuth.me',
      undefined,
      cookie,
    );
    expect(me.data.client).toMatchObject({ ID: client.ID, name: 'Grace Hopper' });
  });

  it('R-CLA-11 a blocked client keeps its session but its other calls are refused', async () => {
    const { email } = await seedClientWithAgent(s, { settings: { disableClientAccess: true } });
    const cookie = await clientCookie(s, email);
    const me = await s.trpc<{ blocked: { reason: string } }>('query', 'clientAuth.me', undefined, cookie);
    expect(me.data.blocked.reason).toBe('accessDisabled');
    const agentsRes = await s.trpc('query', 'clientAuth.agents', undefined, cookie);
    expect(agentsRes.status).toBe(403);
  });
});

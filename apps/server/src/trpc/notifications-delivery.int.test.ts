// Delivery for real: Web Push through `web-push` to a local push service that decrypts each message
// with the subscription's private key, e-mail to a local SMTP server, on real databases.
import { mailOutbox, pushSubscriptions } from '@parley/db/schema';
import { type LocalSmtpServer, startLocalSmtpServer } from '@parley/mail/testing/local-smtp-server';
import { notifyConversationEvent } from '@parley/notifications/application/notify-conversation-event';
import { MAIL_QUIET_MS } from '@parley/notifications/domain/mail-throttle';
import { createWebPushSender } from '@parley/notifications/infrastructure/web-push-sender';
import {
  type LocalPushService,
  startLocalPushService,
} from '@parley/notifications/testing/local-push-service';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { snapshotRows } from '../testing/db-snapshot';
import { notificationFixtures } from '../testing/notification-fixtures';
import { seedClientWithAgent } from '../testing/seed-clients';
import { startTestServer, type TestServer } from '../testing/test-server';

const vapid = webpush.generateVAPIDKeys();
let push: LocalPushService;
let smtp: LocalSmtpServer;
let s: TestServer;
let fx: ReturnType<typeof notificationFixtures>;
let team: Awaited<ReturnType<ReturnType<typeof notificationFixtures>['seedAgencyTeam']>>;
let visitor = 0;

const subscribe = async (cookie: string, path = 'notifications.subscribePush') => {
  const subscription = push.subscribe();
  const res = await s.trpc('mutation', path, { ...subscription, expirationTime: null }, cookie);
  expect(res.status).toBe(200);
  return subscription;
};
const freshEvent = (over: Parameters<typeof fx.event>[1] = {}) => {
  visitor += 1;
  const userId = `${team.agentId}-d${visitor}`;
  return fx.event(team.agentId, {
    userId,
    urlPathname: `/app/eu/agents/${team.agentId}/convos?userId=${userId}`,
    ...over,
  });
};
const settings = (cookie: string, notifyThrough: string, path = 'notifications.saveSettings') =>
  s.trpc('mutation', path, { notifyIf: 'requestsOnly', notifyThrough }, cookie);
const mailsAbout = (userId: string) => smtp.received.filter((m) => m.parsed.text?.includes(userId));

beforeAll(async () => {
  push = await startLocalPushService(vapid.publicKey);
  smtp = await startLocalSmtpServer();
  const webPush = createWebPushSender({ vapid, subject: 'mailto:ops@example.com', agent: push.agent });
  s = await startTestServer({ env: { SMTP_URL: smtp.url, PUSH_ALLOW_PRIVATE_NETWORK: 'true' }, webPush });
  fx = notificationFixtures(s, webPush);
  team = await fx.seedAgencyTeam();
});
afterAll(async () => {
  await s.close();
  await push.close();
  await smtp.close();
});

describe('Web Push', () => {
  it('R-NTF-9 R-NTF-8 each of a person’s browsers gets the push, encrypted for it, cut at 50, opening the conversation', async () => {
    const laptop = await subscribe(team.owner.cookie);
    const phone = await subscribe(team.owner.cookie);
    const clientBrowser = await subscribe(team.client.cookie, 'clientNotifications.subscribePush');
    const event = freshEvent({ level: 2, body: 'x'.repeat(80) });
    const outcome = await notifyConversationEvent(fx.deps(), event);
    expect(outcome.failures).toBe(0);
    for (const sub of [laptop, phone, clientBrowser]) {
      const got = await push.waitFor((p) => p.endpoint === sub.endpoint && p.payload.includes(event.userId));
      const payload = JSON.parse(got.payload);
      expect(payload).toMatchObject({
        title: 'A visitor asked for a person',
        body: `${'x'.repeat(50)}…`,
        url: event.urlPathname,
        level: 2,
      });
      expect(payload.id).toMatch(/^eu:\d+$/);
      expect(payload.tag).toBe(`parley-${payload.id.replace(':', '-')}`);
      // R-NTF-6: a push older than 120 s would be ignored, so the push service may drop it by then.
      expect(got.headers.ttl).toBe('120');
      expect(got.headers.urgency).toBe('high');
      expect(got.vapid.aud).toBe(new URL(sub.endpoint).origin);
    }
  });

  it('removes a subscription the push service says is gone (410), keeps one that failed otherwise', async () => {
    const gone = await subscribe(team.member.cookie);
    const flaky = await subscribe(team.member.cookie);
    push.answer(gone.endpoint, 410);
    push.answer(flaky.endpoint, 500);
    const errors: unknown[] = [];
    const outcome = await notifyConversationEvent(fx.deps({ onError: (e) => errors.push(e) }), freshEvent());
    expect(outcome.failures).toBeGreaterThanOrEqual(2);
    const left = await s.ctx.dbs.eu.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.recipient, `account:${team.member.user.uid}`));
    expect(left.map((r) => r.endpoint)).toEqual([flaky.endpoint]);
    expect(errors.some((e) => String(e).includes('HTTP 500'))).toBe(true);
    await s.trpc(
      'mutation',
      'notifications.unsubscribePush',
      { endpoint: flaky.endpoint },
      team.member.cookie,
    );
  });

  it('R-NTF-9 a browser belongs to whoever subscribed on it last; unsubscribing takes only your own', async () => {
    const shared = await subscribe(team.owner.cookie);
    const again = await s.trpc(
      'mutation',
      'notifications.subscribePush',
      { ...shared, expirationTime: null },
      team.member.cookie,
    );
    expect(again.status).toBe(200);
    const rows = await s.ctx.dbs.eu.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, shared.endpoint));
    expect(rows.map((r) => r.recipient)).toEqual([`account:${team.member.user.uid}`]);
    const before = await snapshotRows(s.ctx);
    await s.trpc(
      'mutation',
      'notifications.unsubscribePush',
      { endpoint: shared.endpoint },
      team.owner.cookie,
    );
    expect(await snapshotRows(s.ctx)).toEqual(before);
    await s.trpc(
      'mutation',
      'notifications.unsubscribePush',
      { endpoint: shared.endpoint },
      team.member.cookie,
    );
    expect(
      await s.ctx.dbs.eu.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, shared.endpoint)),
    ).toEqual([]);
  });

  it('keeps at most 10 browsers per person, dropping the oldest', async () => {
    const person = await s.seedWorkspaceOwner();
    const endpoints: string[] = [];
    for (let i = 0; i < 12; i += 1) endpoints.push((await subscribe(person.cookie)).endpoint);
    const rows = await s.ctx.dbs.eu.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.recipient, `account:${person.user.uid}`));
    expect(rows.map((r) => r.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });

  it('refuses subscriptions that are not https push services or carry unusable keys, writing nothing', async () => {
    const before = await snapshotRows(s.ctx);
    const good = push.subscribe();
    const bad = [
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: 'file:///etc/passwd' },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { ...good.keys, auth: 'AAAA' } },
    ];
    for (const input of bad) {
      const res = await s.trpc('mutation', 'notifications.subscribePush', input, team.owner.cookie);
      expect(res.status).toBe(400);
    }
    expect(await snapshotRows(s.ctx)).toEqual(before);
  });

  it('R-NTF-4 notifyThrough email sends no push; none sends neither, the list still shows it', async () => {
    const sub = await subscribe(team.client.cookie, 'clientNotifications.subscribePush');
    await settings(team.client.cookie, 'email', 'clientNotifications.saveSettings');
    const byMail = freshEvent();
    await notifyConversationEvent(fx.deps(), byMail);
    await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(team.client.email.toLowerCase()) &&
        (m.parsed.text ?? '').includes(byMail.userId),
    );
    expect(push.received.some((p) => p.endpoint === sub.endpoint && p.payload.includes(byMail.userId))).toBe(
      false,
    );

    await settings(team.client.cookie, 'none', 'clientNotifications.saveSettings');
    const quiet = freshEvent();
    const outcome = await notifyConversationEvent(fx.deps(), quiet);
    expect(outcome.stored).toBe(3);
    expect(push.received.some((p) => p.endpoint === sub.endpoint && p.payload.includes(quiet.userId))).toBe(
      false,
    );
    const clientMails = mailsAbout(quiet.userId).filter((m) =>
      m.envelopeTo.includes(team.client.email.toLowerCase()),
    );
    expect(clientMails).toEqual([]);
    await settings(team.client.cookie, 'all', 'clientNotifications.saveSettings');
  });
});

describe('e-mail', () => {
  it('R-NTF-4 mails each person a link to the conversation, at most once per conversation every few minutes', async () => {
    const event = freshEvent({ level: 2 });
    const t0 = 1_800_000_000_000;
    const first = await notifyConversationEvent(fx.deps({ now: () => t0 }), event);
    expect(first.mailed).toBe(3);
    const mail = await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(team.owner.email.toLowerCase()) && (m.parsed.text ?? '').includes(event.userId),
    );
    expect(mail.parsed.subject).toMatch(/^A visitor asked for a person on /);
    expect(mail.parsed.text).toContain(`http://localhost:3000${event.urlPathname}`);
    expect(mail.parsed.text).toContain('Hello, can I talk to someone about my order?');

    const soon = await notifyConversationEvent(fx.deps({ now: () => t0 + 30_000 }), event);
    expect(soon).toMatchObject({ stored: 3, mailed: 0 });
    const stillSoon = await notifyConversationEvent(
      fx.deps({ now: () => t0 + 30_000 + MAIL_QUIET_MS - 1 }),
      event,
    );
    expect(stillSoon.mailed).toBe(0);
    const later = await notifyConversationEvent(
      fx.deps({ now: () => t0 + 30_000 + 2 * MAIL_QUIET_MS }),
      event,
    );
    expect(later.mailed).toBe(3);
    const stored = await s.ctx.dbs.eu.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.purpose, 'conversation-notification'),
          eq(mailOutbox.workspaceId, team.owner.workspace.uid),
        ),
      );
    expect(stored.filter((r) => r.text.includes(event.userId))).toHaveLength(6);
  });

  it('a mail server that refuses does not fail the caller; the in-app rows are kept', async () => {
    const refusing = await startLocalSmtpServer({ reject: true });
    const other = await startTestServer({ env: { SMTP_URL: refusing.url } });
    try {
      const otherFx = notificationFixtures(
        other,
        createWebPushSender({ vapid, subject: 'mailto:ops@example.com' }),
      );
      // Invitations need a mail server that accepts; an owner and a client are enough here.
      const { agentId } = await seedClientWithAgent(other);
      const outcome = await notifyConversationEvent(otherFx.deps(), otherFx.event(agentId));
      expect(outcome).toMatchObject({ recipients: 2, stored: 2, mailed: 0, failures: 2 });
    } finally {
      await other.close();
      await refusing.close();
    }
  });
});

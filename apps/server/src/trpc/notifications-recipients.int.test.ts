// Who is told about a conversation, by their settings (R-NTF-2..4), and each person's own list, marks
// and settings through tRPC, on real databases.
import { clientUsers, notifications } from '@parley/db/schema';
import type { NotificationList } from '@parley/notifications/application/list-notifications';
import { notifyConversationEvent } from '@parley/notifications/application/notify-conversation-event';
import { createWebPushSender } from '@parley/notifications/infrastructure/web-push-sender';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { snapshotRows } from '../testing/db-snapshot';
import { notificationFixtures } from '../testing/notification-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

const vapid = webpush.generateVAPIDKeys();
const webPush = createWebPushSender({ vapid, subject: 'mailto:ops@example.com' });

let s: TestServer;
let fx: ReturnType<typeof notificationFixtures>;
let team: Awaited<ReturnType<ReturnType<typeof notificationFixtures>['seedAgencyTeam']>>;
let visitor = 0;

const list = async (cookie: string, path = 'notifications.list') =>
  (await s.trpc<NotificationList>('query', path, undefined, cookie)).data;
const recipientsOf = async (userId: string) =>
  (await s.ctx.dbs.eu.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .map((r) => r.recipient)
    .sort();
/** An event about a new conversation, so the rows of one test are told apart from the others'. */
const freshEvent = (over: Parameters<typeof fx.event>[1] = {}) => {
  visitor += 1;
  const userId = `${team.agentId}-v${visitor}`;
  return fx.event(team.agentId, {
    userId,
    urlPathname: `/app/eu/agents/${team.agentId}/convos?userId=${userId}`,
    ...over,
  });
};
const saveSettings = (cookie: string, settings: object, path = 'notifications.saveSettings') =>
  s.trpc('mutation', path, settings, cookie);

beforeAll(async () => {
  s = await startTestServer({ webPush });
  fx = notificationFixtures(s, webPush);
  team = await fx.seedAgencyTeam();
});
afterAll(() => s.close());

describe('who is notified', () => {
  it('R-NTF-3 R-NTF-4 with default settings a handoff request reaches the owner, the member and the client who may open conversations', async () => {
    const event = freshEvent({ level: 2 });
    const outcome = await notifyConversationEvent(fx.deps(), event);
    expect(outcome).toMatchObject({ recipients: 3, stored: 3, failures: 0 });
    expect(await recipientsOf(event.userId)).toEqual(
      [
        `account:${team.owner.user.uid}`,
        `account:${team.member.user.uid}`,
        `client:${team.client.ID}`,
      ].sort(),
    );
  });

  it('R-NTF-3 the default requestsOnly keeps a visitor message (level 1) from everyone', async () => {
    const event = freshEvent({ level: 1 });
    const outcome = await notifyConversationEvent(fx.deps(), event);
    expect(outcome).toMatchObject({ recipients: 3, stored: 0 });
    expect(await recipientsOf(event.userId)).toEqual([]);
  });

  it('R-NTF-3 notifyIf all adds level 1 for that person; none silences level 2 too', async () => {
    await saveSettings(team.member.cookie, { notifyIf: 'all', notifyThrough: 'none' });
    await saveSettings(
      team.client.cookie,
      { notifyIf: 'none', notifyThrough: 'all' },
      'clientNotifications.saveSettings',
    );
    const message = freshEvent({ level: 1 });
    await notifyConversationEvent(fx.deps(), message);
    expect(await recipientsOf(message.userId)).toEqual([`account:${team.member.user.uid}`]);
    const request = freshEvent({ level: 2 });
    await notifyConversationEvent(fx.deps(), request);
    expect(await recipientsOf(request.userId)).toEqual(
      [`account:${team.owner.user.uid}`, `account:${team.member.user.uid}`].sort(),
    );
    await saveSettings(team.member.cookie, { notifyIf: 'requestsOnly', notifyThrough: 'all' });
    await saveSettings(
      team.client.cookie,
      { notifyIf: 'requestsOnly', notifyThrough: 'all' },
      'clientNotifications.saveSettings',
    );
  });

  it('nobody hears about an agent that does not exist, and a bad path is reported, never thrown', async () => {
    expect(await notifyConversationEvent(fx.deps(), fx.event('NoSuchAgent1'))).toMatchObject({
      recipients: 0,
      stored: 0,
    });
    const errors: unknown[] = [];
    const outcome = await notifyConversationEvent(
      fx.deps({ onError: (e) => errors.push(e) }),
      freshEvent({ urlPathname: 'https://evil.example.com/' }),
    );
    expect(outcome).toMatchObject({ stored: 0, failures: 1 });
    expect(errors).toHaveLength(1);
  });
});

describe('settings', () => {
  it('R-NTF-3 R-NTF-4 read back with their defaults, for workspace people and clients', async () => {
    const fresh = await s.seedWorkspaceOwner();
    expect((await s.trpc('query', 'notifications.settings', undefined, fresh.cookie)).data).toEqual({
      notifyIf: 'requestsOnly',
      notifyThrough: 'all',
    });
    expect(
      (await s.trpc('query', 'clientNotifications.settings', undefined, team.client.cookie)).data,
    ).toEqual({
      notifyIf: 'requestsOnly',
      notifyThrough: 'all',
    });
  });

  it('R-NTF-4 a client keeps its settings in notificationsSettings of its document', async () => {
    const saved = await saveSettings(
      team.client.cookie,
      { notifyIf: 'all', notifyThrough: 'email' },
      'clientNotifications.saveSettings',
    );
    expect(saved.status).toBe(200);
    const [row] = await s.ctx.dbs.eu.db.select().from(clientUsers).where(eq(clientUsers.id, team.client.ID));
    expect(row?.doc.notificationsSettings).toEqual({ notifyIf: 'all', notifyThrough: 'email' });
    expect(
      (await s.trpc('query', 'clientNotifications.settings', undefined, team.client.cookie)).data,
    ).toEqual({
      notifyIf: 'all',
      notifyThrough: 'email',
    });
    await saveSettings(
      team.client.cookie,
      { notifyIf: 'requestsOnly', notifyThrough: 'all' },
      'clientNotifications.saveSettings',
    );
  });

  it('refuses values outside the spec and writes nothing', async () => {
    const before = await snapshotRows(s.ctx);
    const res = await saveSettings(team.owner.cookie, { notifyIf: 'sometimes', notifyThrough: 'all' });
    expect(res.status).toBe(400);
    expect(await snapshotRows(s.ctx)).toEqual(before);
  });

  it('an agency admin session has no settings of its own; anonymous callers are refused', async () => {
    const { secret } = (
      await s.trpc<{ secret: string }>('query', 'agency.secret', undefined, team.owner.cookie)
    ).data;
    const admin = await s.app.inject({ method: 'POST', url: '/api/auth/client/admin', payload: { secret } });
    const adminCookie = `client_token=${admin.cookies.find((c) => c.name === 'client_token')?.value}`;
    expect((await s.trpc('query', 'clientNotifications.settings', undefined, adminCookie)).status).toBe(403);
    expect((await s.trpc('query', 'notifications.list', undefined)).status).toBe(401);
    expect((await s.trpc('query', 'clientNotifications.list', undefined)).status).toBe(401);
    // A client cookie is not a workspace session, and the other way round.
    expect((await s.trpc('query', 'notifications.list', undefined, team.client.cookie)).status).toBe(401);
    expect((await s.trpc('query', 'clientNotifications.list', undefined, team.owner.cookie)).status).toBe(
      401,
    );
  });
});

describe('the list', () => {
  it('R-NTF-2 R-NTF-7 holds the latest 5 per level, newest first, each as the spec’s document, with the server clock', async () => {
    const person = await s.seedWorkspaceOwner({ planLimits: { maxAgents: 10 } });
    const agentId = `ntfList${Date.now().toString(36)}`;
    await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}?region=eu`,
      payload: { title: 'List agent' },
      headers: { authorization: `Bearer ${person.workspace.workspaceSecret}` },
    });
    await saveSettings(person.cookie, { notifyIf: 'all', notifyThrough: 'none' });
    let t = 1_700_000_000_000;
    for (let i = 0; i < 7; i += 1) {
      t += 1000;
      const now = t;
      await notifyConversationEvent(
        fx.deps({ now: () => now }),
        fx.event(agentId, { level: 1, title: `m${i}` }),
      );
    }
    for (let i = 0; i < 6; i += 1) {
      t += 1000;
      const now = t;
      await notifyConversationEvent(
        fx.deps({ now: () => now }),
        fx.event(agentId, { level: 2, title: `r${i}` }),
      );
    }
    const got = await list(person.cookie);
    expect(got.items.map((n) => n.title)).toEqual([
      'r5',
      'r4',
      'r3',
      'r2',
      'r1',
      'm6',
      'm5',
      'm4',
      'm3',
      'm2',
    ]);
    expect(got.unseen).toBe(13);
    expect(got.items[0]).toEqual({
      ID: expect.stringMatching(/^eu:\d+$/),
      notificationLevel: 2,
      title: 'r5',
      body: 'Hello, can I talk to someone about my order?',
      ts: t,
      urlPathname: `/app/eu/agents/${agentId}/convos?userId=${agentId}-visitor1`,
      seen: false,
      notifyOnly: [],
      agentId,
      userId: `${agentId}-visitor1`,
    });
    expect(Math.abs(got.now - Date.now())).toBeLessThan(5000);
  });

  it('R-NTF-5 marks one seen; R-NTF-1 Mark all as Read marks the rest; another person cannot touch them', async () => {
    const event = freshEvent({ level: 2 });
    await notifyConversationEvent(fx.deps(), event);
    const mine = (await list(team.owner.cookie)).items.find((n) => n.userId === event.userId);
    expect(mine?.seen).toBe(false);

    const stranger = await s.seedWorkspaceOwner();
    const before = await snapshotRows(s.ctx);
    const refused = await s.trpc('mutation', 'notifications.markSeen', { id: mine?.ID }, stranger.cookie);
    expect(refused.status).toBe(404);
    expect(
      (await s.trpc('mutation', 'notifications.markSeen', { id: 'eu:abc' }, team.owner.cookie)).status,
    ).toBe(404);
    expect(await snapshotRows(s.ctx)).toEqual(before);

    expect(
      (await s.trpc('mutation', 'notifications.markSeen', { id: mine?.ID }, team.owner.cookie)).status,
    ).toBe(200);
    const after = await list(team.owner.cookie);
    expect(after.items.find((n) => n.ID === mine?.ID)?.seen).toBe(true);

    const marked = await s.trpc<{ marked: number }>(
      'mutation',
      'notifications.markAllRead',
      undefined,
      team.owner.cookie,
    );
    expect(marked.data.marked).toBeGreaterThan(0);
    const cleared = await list(team.owner.cookie);
    expect(cleared.unseen).toBe(0);
    expect(cleared.items.every((n) => n.seen)).toBe(true);
    // The member's notifications about the same events are the member's: still unseen.
    expect((await list(team.member.cookie)).unseen).toBeGreaterThan(0);
  });

  it('R-NTF-1 a client marks all of its own as read', async () => {
    await notifyConversationEvent(fx.deps(), freshEvent({ level: 2 }));
    expect((await list(team.client.cookie, 'clientNotifications.list')).unseen).toBeGreaterThan(0);
    await s.trpc('mutation', 'clientNotifications.markAllRead', undefined, team.client.cookie);
    expect((await list(team.client.cookie, 'clientNotifications.list')).unseen).toBe(0);
  });

  it('R-REG-2 a notification about an agent of the other region is stored there and listed with the rest', async () => {
    const person = await s.seedWorkspaceOwner({ planLimits: { maxAgents: 10 } });
    const agentId = `ntfNa${Date.now().toString(36)}`;
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}?region=na`,
      payload: { title: 'NA agent' },
      headers: { authorization: `Bearer ${person.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBeLessThan(300);
    await notifyConversationEvent(fx.deps(), fx.event(agentId, { region: 'na' }));
    const stored = await s.ctx.dbs.na.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.agentId, agentId), eq(notifications.recipient, `account:${person.user.uid}`)),
      );
    expect(stored).toHaveLength(1);
    const got = await list(person.cookie);
    expect(got.items.map((n) => n.ID)).toEqual([`na:${stored[0]?.id}`]);
    await s.trpc('mutation', 'notifications.markAllRead', undefined, person.cookie);
    expect((await list(person.cookie)).unseen).toBe(0);
  });
});

describe('presence', () => {
  it('R-CSH-4 a workspace person is offline until they toggle online, and back', async () => {
    const person = await s.seedWorkspaceOwner();
    expect((await s.trpc('query', 'notifications.status', undefined, person.cookie)).data).toEqual({
      status: 'offline',
    });
    await s.trpc('mutation', 'notifications.setStatus', { status: 'online' }, person.cookie);
    expect((await s.trpc('query', 'notifications.status', undefined, person.cookie)).data).toEqual({
      status: 'online',
    });
    await s.trpc('mutation', 'notifications.setStatus', { status: 'offline' }, person.cookie);
    expect((await s.trpc('query', 'notifications.status', undefined, person.cookie)).data).toEqual({
      status: 'offline',
    });
    expect(
      (await s.trpc('mutation', 'notifications.setStatus', { status: 'away' }, person.cookie)).status,
    ).toBe(400);
  });
});

describe('the test-only conversation event call', () => {
  it('notifies only for an agent the caller manages, and writes nothing otherwise', async () => {
    const stranger = await s.seedWorkspaceOwner();
    const before = await snapshotRows(s.ctx);
    const refused = await s.app.inject({
      method: 'POST',
      url: '/api/testing/conversation-event',
      payload: freshEvent(),
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(404);
    expect(await snapshotRows(s.ctx)).toEqual(before);
    const ok = await s.app.inject({
      method: 'POST',
      url: '/api/testing/conversation-event',
      payload: freshEvent(),
      headers: { cookie: team.owner.cookie },
    });
    expect(ok.json()).toMatchObject({ recipients: 3, stored: 3 });
  });
});

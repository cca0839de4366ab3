// The runtime's conversation hooks are bound to notifications: a visitor's message through the public
// interaction call reaches the workspace as a level 1 notification, a request for a person as level 2.
import type { NotificationList } from '@parley/notifications/application/list-notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOwner } from '../testing/seed-clients';
import { seedAgent, visitorSays } from '../testing/seed-conversations';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('notifications from conversations', () => {
  let s: TestServer;
  let owner: SeededOwner;
  beforeAll(async () => {
    s = await startTestServer();
    owner = await s.seedWorkspaceOwner({ planLimits: { maxAgents: 10 } });
  });
  afterAll(() => s.close());

  const listed = async () => {
    const res = await s.trpc<NotificationList>('query', 'notifications.list', undefined, owner.cookie);
    expect(res.status).toBe(200);
    return res.data.items;
  };
  /** Deliveries run beside the visitor's call: wait until the row is there. */
  const eventually = async <T>(read: () => Promise<T[]>, ok: (items: T[]) => boolean) => {
    for (let i = 0; i < 100; i += 1) {
      const items = await read();
      if (ok(items)) return items;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('not delivered');
  };

  it('R-NTF-2 R-NTF-3 a visitor message is level 1 and a handoff request level 2, each linking to the conversation', async () => {
    const saved = await s.trpc(
      'mutation',
      'notifications.saveSettings',
      { notifyIf: 'all', notifyThrough: 'all' },
      owner.cookie,
    );
    expect(saved.status).toBe(200);
    const agentId = await seedAgent(s, owner);
    const userId = `${agentId}-n1`;
    await visitorSays(s, agentId, userId, { type: 'text', payload: 'Do you ship to Norway?' });
    const afterMessage = await eventually(listed, (items) => items.some((n) => n.userId === userId));
    const message = afterMessage.find((n) => n.userId === userId);
    expect(message).toMatchObject({
      notificationLevel: 1,
      title: 'New message',
      body: 'Do you ship to Norway?',
      agentId,
      urlPathname: `/app/eu/agents/${agentId}/convos?conversation=${userId}`,
      seen: false,
    });

    await visitorSays(s, agentId, userId, { type: 'request_handoff', payload: {} });
    const afterRequest = await eventually(listed, (items) =>
      items.some((n) => n.userId === userId && n.notificationLevel === 2),
    );
    expect(afterRequest.find((n) => n.notificationLevel === 2)).toMatchObject({
      title: 'Handoff request',
      body: 'A visitor asked to talk to a person.',
      agentId,
    });
  });

  it('R-NTF-3 with the default Requests Only, a plain message lists nothing but the request does', async () => {
    const other = await s.seedWorkspaceOwner({ planLimits: { maxAgents: 10 } });
    const agentId = await seedAgent(s, other);
    const userId = `${agentId}-n2`;
    const read = async () =>
      (await s.trpc<NotificationList>('query', 'notifications.list', undefined, other.cookie)).data.items;
    await visitorSays(s, agentId, userId, { type: 'text', payload: 'Hello' });
    await visitorSays(s, agentId, userId, { type: 'request_handoff', payload: {} });
    const items = await eventually(read, (list) => list.length > 0);
    expect(items.map((n) => n.notificationLevel)).toEqual([2]);
  });
});

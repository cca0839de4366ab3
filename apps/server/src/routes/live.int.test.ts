// Live everywhere (issue 6): the visitor's socket and the inbox's socket hear every change at once.
import type { AddressInfo } from 'node:net';
import type { TInteractSocketMessage } from '@parley/contract/interact-socket';
import { messageText } from '@parley/contract/message-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOwner } from '../testing/seed-clients';
import { seedAgent } from '../testing/seed-conversations';
import { openTestSocket } from '../testing/socket-client';
import { startTestServer, type TestServer } from '../testing/test-server';

type Msg = TInteractSocketMessage;
const texts = (m: Msg) =>
  m.type === 'sync_chat_history' ? m.data.turns.flatMap((t) => t.messages.map((x) => messageText(x))) : [];

describe('live updates over WebSockets', () => {
  let s: TestServer;
  let owner: SeededOwner;
  let base: string;
  beforeAll(async () => {
    s = await startTestServer();
    owner = await s.seedWorkspaceOwner();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => s.close());

  it('R-HND-3 R-HND-4 the visitor’s socket gets the request, the take-over and the team’s reply as they happen', async () => {
    const agentId = await seedAgent(s, owner);
    const userId = `${agentId}-live`;
    const visitor = await openTestSocket<Msg>(`ws://${base}/api/interact`);
    const inbox = await openTestSocket<{ type: string; userId?: string }>(`ws://${base}/api/live`, {
      cookie: owner.cookie,
      origin: `http://${base}`,
    });
    inbox.send({ type: 'subscribe', agentId, region: 'eu' });
    await inbox.until((m) => m.type === 'subscribed');

    visitor.send({ agentId, convoId: userId, prompt: 'I need a person' });
    await visitor.until((m) => texts(m).includes('I need a person'));
    await inbox.until((m) => m.type === 'changed' && m.userId === userId);

    visitor.send({ agentId, convoId: userId, action: { type: 'request_handoff' } });
    await visitor.until((m) => m.type === 'conversation' && m.data.state === 'requested_chat');

    await s.trpc('mutation', 'conversations.takeOver', { region: 'eu', agentId, userId }, owner.cookie);
    const taken = await visitor.until((m) => m.type === 'conversation' && m.data.state === 'human-chatting');
    expect(taken).toMatchObject({ data: { assignee: { firstName: 'Owner' } } });

    await s.trpc(
      'mutation',
      'conversations.reply',
      { region: 'eu', agentId, userId, text: 'Hello from a person' },
      owner.cookie,
    );
    await visitor.until((m) => texts(m).includes('Hello from a person'));
    const sync = visitor.received.filter((m) => m.type === 'sync_chat_history').at(-1)!;
    const personTurn = sync.type === 'sync_chat_history' ? sync.data.turns.at(-1) : undefined;
    expect(personTurn?.messages[0]).toMatchObject({ sender: { kind: 'human', firstName: 'Owner' } });

    // R-HND-8: the visitor's next message reaches the person; no AI reply is streamed.
    const before = visitor.received.length;
    visitor.send({ agentId, convoId: userId, prompt: 'Thank you!' });
    await visitor.until((m) => texts(m).includes('Thank you!'));
    expect(visitor.received.slice(before).some((m) => m.type === 'chunk')).toBe(false);
    visitor.close();
    inbox.close();
  });

  it('the inbox socket refuses other origins, anonymous callers and agents of other workspaces', async () => {
    const agentId = await seedAgent(s, owner);
    await expect(
      openTestSocket(`ws://${base}/api/live`, { cookie: owner.cookie, origin: 'https://evil.test' }).then(
        (sock) => new Promise((resolve) => sock.ws.once('close', (code) => resolve(code))),
      ),
    ).resolves.toBe(4403);
    const anon = await openTestSocket(`ws://${base}/api/live`, { origin: `http://${base}` });
    await expect(new Promise((resolve) => anon.ws.once('close', (code) => resolve(code)))).resolves.toBe(
      4401,
    );
    const other = await s.seedWorkspaceOwner();
    const sock = await openTestSocket<{ type: string; data?: { message: string } }>(`ws://${base}/api/live`, {
      cookie: other.cookie,
      origin: `http://${base}`,
    });
    sock.send({ type: 'subscribe', agentId });
    expect(await sock.until((m) => m.type === 'error')).toMatchObject({
      data: { message: 'Agent not found.' },
    });
    sock.close();
  });
});

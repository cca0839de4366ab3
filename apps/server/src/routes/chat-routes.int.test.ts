import { messageText } from '@parley/contract/message-text';
import { conversations, conversationTurns } from '@parley/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('POST /api/agents/{id}/interact/{userId}', () => {
  let s: TestServer;
  let agentId: string;
  beforeAll(async () => {
    s = await startTestServer();
    const owner = await s.seedWorkspaceOwner();
    agentId = 'AgentChat0000001';
    await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}`,
      payload: { title: 'Chatty', initMessages: ['Hello there!', 'Ask me anything.'], messageDelayMS: 500 },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
  });
  afterAll(() => s.close());

  const interact = (userId: string, payload: object) =>
    s.app.inject({ method: 'POST', url: `/api/agents/${agentId}/interact/${userId}`, payload });

  it('R-WSH-15 R-IAPI-1 an anonymous launch answers with the initial messages and stores nothing yet', async () => {
    const res = await interact(`${agentId}-visitorA`, { action: { type: 'launch' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'actionMessages',
      'appError',
      'conversation',
      'debug',
      'turns',
    ]);
    // A new visitor talks with the AI (R-HND-1).
    expect(body.conversation).toEqual({
      state: 'ai-chatting',
      assignee: null,
      handoffDeadline: null,
      manualControl: false,
    });
    expect(body.turns).toHaveLength(1);
    expect(body.turns[0].from).toBe('bot');
    expect(body.turns[0].messages.map(messageText)).toEqual(['Hello there!', 'Ask me anything.']);
    expect(body.turns[0].messages[1].delay).toBe(500);
    expect(
      await s.ctx.dbs.eu.db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, `${agentId}-visitorA`)),
    ).toHaveLength(0);
  });

  it('R-WMK-15 R-HND-2 a visitor message is stored with the greeting and the reply, in order', async () => {
    const userId = `${agentId}-visitorB`;
    const res = await interact(userId, {
      action: { type: 'text', payload: 'Do you ship to Norway?' },
      origin: 'https://shop.example',
    });
    const body = res.json();
    expect(body.turns.map((t: { from: string }) => t.from)).toEqual(['human', 'bot']);
    expect(body.appError).toBeNull();
    await interact(userId, { action: { type: 'text', payload: 'Thanks' } });

    const rows = await s.ctx.dbs.eu.db
      .select()
      .from(conversationTurns)
      .where(and(eq(conversationTurns.agentId, agentId), eq(conversationTurns.userId, userId)))
      .orderBy(conversationTurns.id);
    expect(rows.map((r) => r.from)).toEqual(['bot', 'human', 'bot', 'human', 'bot']);
    expect(messageText(rows[1]!.messages[0] as never)).toBe('Do you ship to Norway?');
    const [convo] = await s.ctx.dbs.eu.db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, userId));
    expect(convo).toMatchObject({
      state: 'ai-chatting',
      totalUserInteractions: 2,
      origin: 'https://shop.example',
    });
  });

  it('lists the conversation for the owner in the dashboard and hides it from others', async () => {
    const owner = await s.seedWorkspaceOwner();
    await s.app.inject({
      method: 'POST',
      url: '/api/v2/agents/AgentListed00001',
      payload: { title: 'Listed' },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    await s.app.inject({
      method: 'POST',
      url: '/api/agents/AgentListed00001/interact/AgentListed00001-v1',
      payload: { action: { type: 'text', payload: 'hi' }, variables: { user_name: 'Vera' } },
    });
    const list = await s.trpc<{ userId: string; lastMessage: string; userName: string }[]>(
      'query',
      'conversations.list',
      { region: 'eu', agentId: 'AgentListed00001' },
      owner.cookie,
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ userId: 'AgentListed00001-v1', userName: 'Vera' });
    const detail = await s.trpc<{ turns: unknown[] }>(
      'query',
      'conversations.get',
      { region: 'eu', agentId: 'AgentListed00001', userId: 'AgentListed00001-v1' },
      owner.cookie,
    );
    expect(detail.data.turns).toHaveLength(3);
    // The list previews the newest text of the conversation: the bot's last reply.
    const lastTurn = detail.data.turns.at(-1) as { messages: Parameters<typeof messageText>[0][] };
    expect(list.data[0]!.lastMessage).toBe(messageText(lastTurn.messages.at(-1)!));
    expect(list.data[0]!.lastMessage).not.toBe('hi');

    const other = await s.seedWorkspaceOwner();
    const denied = await s.trpc(
      'query',
      'conversations.list',
      { region: 'eu', agentId: 'AgentListed00001' },
      other.cookie,
    );
    expect(denied.error?.data.code).toBe('NOT_FOUND');
  });

  it('answers 404 for an unknown agent and 400 for a malformed body, storing nothing', async () => {
    const missing = await s.app.inject({
      method: 'POST',
      url: '/api/agents/NoSuchAgent00001/interact/u1',
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    const bad = await interact(`${agentId}-visitorC`, {
      action: { type: 'text', payload: 'x' },
      appendMessages: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('body.appendMessages');
    expect(
      await s.ctx.dbs.eu.db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, `${agentId}-visitorC`)),
    ).toHaveLength(0);
  });

  it('R-WSH-6 a disabled agent answers no turns', async () => {
    const owner = await s.seedWorkspaceOwner();
    await s.app.inject({
      method: 'POST',
      url: '/api/v2/agents/AgentOff00000001',
      payload: { title: 'Off', disabled: true },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/agents/AgentOff00000001/interact/u1',
      payload: { action: { type: 'text', payload: 'hi' } },
    });
    expect(res.json().turns).toEqual([]);
    const config = await s.app.inject({ method: 'GET', url: '/api/agents/AgentOff00000001/widget-config' });
    expect(config.json()).toMatchObject({ ID: 'AgentOff00000001', disabled: true, region: 'eu' });
    expect(config.body).not.toContain('SECRET_API_KEY');
    expect(config.body).not.toContain('systemPrompt');
  });
});

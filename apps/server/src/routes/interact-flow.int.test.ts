import { messageText } from '@parley/contract/message-text';
import { conversations, conversationTurns } from '@parley/db/schema';
import { threeNodeFlow } from '@parley/runtime/flow/flow-fixtures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('POST interact on an agent with a flow (enableNodes)', () => {
  let s: TestServer;
  const agentId = 'AgentFlow0000001';
  beforeAll(async () => {
    s = await startTestServer();
    const owner = await s.seedWorkspaceOwner();
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}`,
      payload: { title: 'Flowy', enableNodes: true, nodes: threeNodeFlow() },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBeLessThan(300);
  });
  afterAll(() => s.close());

  const say = async (userId: string, payload: string) => {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/agents/${agentId}/interact/${userId}`,
      payload: { action: { type: 'text', payload } },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      turns: Array<{ from: string; messages: Array<{ type: string; delay?: number }> }>;
    };
  };
  const conversationOf = async (userId: string) =>
    (
      await s.ctx.dbs.eu.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.agentId, agentId), eq(conversations.userId, userId)))
    )[0];

  // The stored conversation opens with the greeting the visitor saw.
  it('R-WRT-2 R-IAPI-7 walks start → ask → end and ends the conversation', async () => {
    const userId = `${agentId}-walker`;
    const first = await say(userId, 'Hello');
    const bot1 = first.turns[1]!;
    expect(bot1.messages.map((m) => m.type)).toEqual(['text']);
    expect(bot1.messages.map((m) => messageText(m as never))).toEqual(['Sales or support?']);
    expect(bot1.messages[0]!.delay).toBe(1000);
    expect((await conversationOf(userId))?.nodesInfo).toEqual({ currentNode: 'ask' });
    expect((await conversationOf(userId))?.state).toBe('ai-chatting');

    // No keyword: the flow stays on "ask" and the built-in responder answers from the knowledge base.
    const stay = await say(userId, 'I am not sure');
    expect(stay.turns[1]!.messages.map((m) => m.type)).toEqual(['text']);
    expect(messageText(stay.turns[1]!.messages[0] as never)).not.toBe('Sales or support?');
    expect((await conversationOf(userId))?.nodesInfo).toEqual({ currentNode: 'ask' });

    const last = await say(userId, 'I want to BUY something');
    const bot3 = last.turns[1]!;
    expect(bot3.messages.map((m) => m.type)).toEqual(['text', 'end']);
    expect(messageText(bot3.messages[0] as never)).toBe('Our sales team will write to you.');
    const convo = await conversationOf(userId);
    expect(convo?.state).toBe('ended_chat');
    expect(convo?.nodesInfo).toEqual({ currentNode: 'bye' });

    const rows = await s.ctx.dbs.eu.db
      .select()
      .from(conversationTurns)
      .where(and(eq(conversationTurns.agentId, agentId), eq(conversationTurns.userId, userId)))
      .orderBy(conversationTurns.id);
    expect(rows.map((r) => r.from)).toEqual(['bot', 'human', 'bot', 'human', 'bot', 'human', 'bot']);
    expect((rows[6]!.messages as Array<{ type: string }>).map((m) => m.type)).toEqual(['text', 'end']);
  });

  it('a flow without enableNodes is not walked', async () => {
    const owner = await s.seedWorkspaceOwner();
    const plainId = 'AgentFlowOff0001';
    await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${plainId}`,
      payload: { title: 'Off', enableNodes: false, nodes: threeNodeFlow() },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/agents/${plainId}/interact/${plainId}-v`,
      payload: { action: { type: 'text', payload: 'sales' } },
    });
    const bot = res.json().turns[1];
    expect(bot.messages.map((m: { type: string }) => m.type)).toEqual(['text']);
    expect(messageText(bot.messages[0])).not.toBe('Sales or support?');
  });
});

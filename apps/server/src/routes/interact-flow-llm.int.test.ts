// A flow on the LLM path: the node's message goes first, its prompt reaches the model's system prompt.
import { messageText } from '@parley/contract/message-text';
import { conversations, workspaces } from '@parley/db/schema';
import { threeNodeFlow } from '@parley/runtime/flow/flow-fixtures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOpenAIServer } from '../testing/local-openai-server';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('POST interact on a flow with a language model', () => {
  let s: TestServer;
  let llm: Awaited<ReturnType<typeof startLocalOpenAIServer>>;
  const agentId = 'AgentFlowLlm0001';

  beforeAll(async () => {
    llm = await startLocalOpenAIServer(() => ({ text: ['Happy to help.'] }));
    s = await startTestServer({ env: { OPENAI_BASE_URL: llm.baseURL, OPENAI_API_KEY: 'sk-test' } });
    const owner = await s.seedWorkspaceOwner();
    await s.ctx.dbs.eu.db
      .update(workspaces)
      .set({ loadTokens: 100 })
      .where(eq(workspaces.uid, owner.workspace.uid));
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}`,
      payload: {
        title: 'Flow LLM',
        systemPrompt: 'You are Shopbot.',
        messageDelayMS: 400,
        enableNodes: true,
        nodes: threeNodeFlow(),
      },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await s.close();
    await llm.close();
  });

  it('R-IAPI-7 sends the node message, then the model reply told the node prompt; an end node ends it', async () => {
    const userId = `${agentId}-v`;
    const say = (payload: string) =>
      s.app.inject({
        method: 'POST',
        url: `/api/agents/${agentId}/interact/${userId}`,
        payload: { action: { type: 'text', payload } },
      });
    const first = (await say('Hello')).json();
    expect(first.appError).toBeNull();
    expect(first.turns[1].messages.map(messageText)).toEqual(['Sales or support?', 'Happy to help.']);
    expect(first.turns[1].messages[0].delay).toBe(400);
    const system = String(llm.requests.at(-1)?.messages[0]?.content);
    expect(system).toContain('You are Shopbot.');
    expect(system).toContain('Find out whether the visitor wants sales or support.');

    const calls = llm.requests.length;
    const last = (await say('sales, please')).json();
    // The end node says goodbye itself: the model is not asked.
    expect(llm.requests.length).toBe(calls);
    expect(last.turns[1].messages.map((m: { type: string }) => m.type)).toEqual(['text', 'end']);
    const convo = (
      await s.ctx.dbs.eu.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.agentId, agentId), eq(conversations.userId, userId)))
    )[0];
    expect(convo?.state).toBe('ended_chat');
  });
});

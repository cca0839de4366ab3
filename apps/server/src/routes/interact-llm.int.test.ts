// The LLM path of POST interact, driven through the real AI SDK client against a local OpenAI-compatible server.
import { messageText } from '@parley/contract/message-text';
import { agents, conversationTurns, usageLogs, workspaces } from '@parley/db/schema';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import type { ToolCaller } from '@parley/runtime/domain/ports';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedReply, startLocalOpenAIServer } from '../testing/local-openai-server';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('POST interact with a language model', () => {
  let s: TestServer;
  let llm: Awaited<ReturnType<typeof startLocalOpenAIServer>>;
  let owner: Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
  const toolCalls: Array<Record<string, unknown>> = [];
  let nextReplies: ScriptedReply[] = [];
  const callTool: ToolCaller = async ({ input }) => {
    toolCalls.push(input);
    return { ok: true, result: { status: 'shipped', eta: 'Tuesday' } };
  };

  beforeAll(async () => {
    llm = await startLocalOpenAIServer(() => nextReplies.shift() ?? { text: ['(no script)'] });
    s = await startTestServer({
      env: { OPENAI_BASE_URL: llm.baseURL, OPENAI_API_KEY: 'sk-test' },
      ports: {
        listTools: async () => [
          {
            id: 'tool-order',
            name: 'order_status',
            description: 'Looks up an order',
            parameters: {
              type: 'object',
              properties: { orderId: { type: 'string' } },
              required: ['orderId'],
            },
          },
        ],
        callTool,
      },
    });
    // One workspace holds every agent of this file: more than the default plan's 2 (R-WKS-17).
    owner = await s.seedWorkspaceOwner({ planLimits: { maxAgents: 50 } });
    await s.ctx.dbs.eu.db
      .update(workspaces)
      .set({ loadTokens: 100 })
      .where(eq(workspaces.uid, owner.workspace.uid));
  });
  afterAll(async () => {
    await s.close();
    await llm.close();
  });

  async function seedAgent(id: string, doc: object = {}) {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: { title: id, systemPrompt: 'You are Shopbot.', temperature: 0.2, ...doc },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBe(200);
  }
  const ask = (agentId: string, userId: string, text: string, extra: object = {}) =>
    s.app.inject({
      method: 'POST',
      url: `/api/agents/${agentId}/interact/${userId}`,
      payload: { action: { type: 'text', payload: text }, ...extra },
    });
  const storedTurns = (agentId: string, userId: string) =>
    s.ctx.dbs.eu.db
      .select()
      .from(conversationTurns)
      .where(and(eq(conversationTurns.agentId, agentId), eq(conversationTurns.userId, userId)))
      .orderBy(conversationTurns.id);

  it('R-IAPI-1 answers with the streamed text as one bot message and stores it', async () => {
    await seedAgent('AgentLlm00000001', { initMessages: ['Hi!'], lang: 'automatic' });
    nextReplies = [
      {
        text: ['We ship ', 'to Norway ', 'in 3 days.'],
        usage: { prompt_tokens: 900, completion_tokens: 200 },
      },
    ];
    const res = await ask('AgentLlm00000001', 'AgentLlm00000001-v1', 'Do you ship to Norway?', {
      runtime: { lang: 'nb' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.appError).toBeNull();
    expect(body.debug.responder).toBe('llm');
    expect(body.turns[1].messages.map(messageText)).toEqual(['We ship to Norway in 3 days.']);

    const sent = llm.requests.at(-1);
    expect(sent?.temperature).toBe(0.2);
    expect(sent?.max_tokens).toBe(1024);
    expect(sent?.messages[0]).toMatchObject({ role: 'system' });
    expect(String(sent?.messages[0]?.content)).toContain('You are Shopbot.');
    expect(String(sent?.messages[0]?.content)).toContain('"nb"');
    expect(sent?.messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Hi!' },
      { role: 'user', content: 'Do you ship to Norway?' },
    ]);
    const rows = await storedTurns('AgentLlm00000001', 'AgentLlm00000001-v1');
    expect(rows.map((r) => r.from)).toEqual(['bot', 'human', 'bot']);
    expect(messageText(rows[2]?.messages[0] as never)).toBe('We ship to Norway in 3 days.');
  });

  it('R-CRD-4 R-CRD-2 records a usage log and debits the workspace with the reply, and counts the agent usage', async () => {
    const [log] = await s.ctx.dbs.eu.db
      .select()
      .from(usageLogs)
      .where(eq(usageLogs.agentId, 'AgentLlm00000001'));
    expect(log).toMatchObject({
      workspaceId: owner.workspace.uid,
      amount: 2,
      direction: 'decrease',
      causedBy: 'agent',
      featureKey: 'llm',
      inputTokens: 900,
      outputTokens: 200,
      modelId: 'gpt-4o',
    });
    expect(log?.timestamp).toBeGreaterThan(0);
    const [ws] = await s.ctx.dbs.eu.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.uid, owner.workspace.uid));
    expect(ws?.loadTokens).toBe(98);
    const [agent] = await s.ctx.dbs.eu.db.select().from(agents).where(eq(agents.id, 'AgentLlm00000001'));
    expect(agent?.doc.tokensUsage).toBe(2);
  });

  it('runs a tool call through the ToolCaller port and lets the model answer from its result', async () => {
    await seedAgent('AgentLlmTools001');
    nextReplies = [
      { toolCalls: [{ id: 'call_1', name: 'order_status', arguments: '{"orderId":"A-17"}' }] },
      { text: ['Your order ships Tuesday.'] },
    ];
    const body = (await ask('AgentLlmTools001', 'AgentLlmTools001-v1', 'Where is order A-17?')).json();
    expect(toolCalls).toEqual([{ orderId: 'A-17' }]);
    expect(body.turns[1].messages.map(messageText)).toEqual(['Your order ships Tuesday.']);
    const second = llm.requests.at(-1);
    expect(second?.tools?.map((t) => t.function.name).sort()).toEqual(['order_status', 'request_handoff']);
    const toolMessage = second?.messages.find((m) => m.role === 'tool');
    expect(String(toolMessage?.content)).toContain('Tuesday');
    expect(body.debug.entries).toContainEqual(expect.objectContaining({ tool: 'order_status', ok: true }));
  });

  it('R-HND-13 emits the request_handoff action when the model asks for a human', async () => {
    nextReplies = [
      { toolCalls: [{ id: 'call_h', name: 'request_handoff', arguments: '{"reason":"wants a person"}' }] },
      { text: ['A team member will join shortly.'] },
    ];
    const body = (await ask('AgentLlmTools001', 'AgentLlmTools001-v2', 'I want a human')).json();
    expect(body.actionMessages).toEqual([
      { type: 'request_handoff', payload: { type: 'request_handoff', reason: 'wants a person' } },
    ]);
    expect(body.debug.entries).toContainEqual({ handoff: 'requested', reason: 'wants a person' });
  });

  it('R-IAPI-5 a failing model stores only the visitor turn and answers the live error (detail in test mode)', async () => {
    nextReplies = [{ failStatus: 500 }];
    const live = (await ask('AgentLlm00000001', 'AgentLlm00000001-v2', 'Hello?')).json();
    expect(live.appError).toBe(CHAT_MESSAGES.errorLive);
    expect(live.debug.error).toBeUndefined();
    expect((await storedTurns('AgentLlm00000001', 'AgentLlm00000001-v2')).map((r) => r.from)).toEqual([
      'bot',
      'human',
    ]);
    nextReplies = [{ failStatus: 500 }];
    const test = (await ask('AgentLlm00000001', 'AgentLlm00000001-v3', 'Hello?', { isTest: true })).json();
    expect(test.appError).toBe(CHAT_MESSAGES.errorLive);
    expect(String(test.debug.error)).toMatch(/scripted upstream failure|500/);
  });

  it('R-IAPI-3 answers the limit message without calling the model once maxInteractionsPerUserId is used', async () => {
    await seedAgent('AgentLlmLimit001', { limits: { maxInteractionsPerUserId: 1 } });
    nextReplies = [{ text: ['First answer.'] }];
    await ask('AgentLlmLimit001', 'AgentLlmLimit001-v1', 'One');
    const calls = llm.requests.length;
    const body = (await ask('AgentLlmLimit001', 'AgentLlmLimit001-v1', 'Two')).json();
    expect(llm.requests.length).toBe(calls);
    expect(body.turns.map((t: { from: string }) => t.from)).toEqual(['human', 'bot']);
    expect(body.turns[1].messages.map(messageText)).toEqual([CHAT_MESSAGES.maxInteractions]);
    const rows = await storedTurns('AgentLlmLimit001', 'AgentLlmLimit001-v1');
    expect(rows.map((r) => r.from)).toEqual(['bot', 'human', 'bot', 'human', 'bot']);
  });

  it('R-WSH-7 answers Tokens Consumed without calling the model once maxTokensUsage is reached', async () => {
    await seedAgent('AgentLlmTokens01');
    // Creation forces maxTokensUsage to 0 (R-AGC-19): set the exhausted counters as a later edit would.
    await s.ctx.dbs.eu.db
      .update(agents)
      .set({ doc: sql`${agents.doc} || '{"maxTokensUsage": 10, "tokensUsage": 10}'::jsonb` })
      .where(eq(agents.id, 'AgentLlmTokens01'));
    const calls = llm.requests.length;
    const body = (await ask('AgentLlmTokens01', 'AgentLlmTokens01-v1', 'Hi')).json();
    expect(llm.requests.length).toBe(calls);
    expect(body.appError).toBe(CHAT_MESSAGES.tokensConsumed);
  });
});

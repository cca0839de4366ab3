// The external-flow platform ('vf') path of POST interact, against a local server speaking the dialogue API.
import { messageText } from '@parley/contract/message-text';
import { conversationTurns } from '@parley/db/schema';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { createVfResponder } from '@parley/runtime/infrastructure/vf-responder';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalVfServer, type VfScriptedReply } from '../testing/local-vf-server';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('POST interact on the external-flow platform', () => {
  let s: TestServer;
  let vf: Awaited<ReturnType<typeof startLocalVfServer>>;
  let owner: Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
  let nextReplies: VfScriptedReply[] = [];
  const KEY = 'VF.DM.test-key-0001';

  beforeAll(async () => {
    vf = await startLocalVfServer(() => nextReplies.shift() ?? { traces: [] });
    // One second: the time-out case waits for it.
    s = await startTestServer({ env: { VF_API_BASE_URL: vf.baseURL, TOOL_TIMEOUT_SECONDS: '1' } });
    // One workspace holds every agent of this file: more than the default plan's 2 (R-WKS-17).
    owner = await s.seedWorkspaceOwner({ planLimits: { maxAgents: 50 } });
  });
  afterAll(async () => {
    await s.close();
    await vf.close();
  });

  async function seedVfAgent(id: string, doc: object = { VF_DIALOGUE_API_KEY: KEY }) {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: { title: id, agentPlatform: 'vf', ...doc },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBe(200);
  }
  const interact = (agentId: string, userId: string, body: object) =>
    s.app.inject({ method: 'POST', url: `/api/agents/${agentId}/interact/${userId}`, payload: body });
  const storedTurns = (agentId: string, userId: string) =>
    s.ctx.dbs.eu.db
      .select()
      .from(conversationTurns)
      .where(and(eq(conversationTurns.agentId, agentId), eq(conversationTurns.userId, userId)))
      .orderBy(conversationTurns.id);

  it('R-AGD-1 R-AGD-15 R-IAPI-1 a launch is sent with the agent key under the visitor id and answers its traces', async () => {
    await seedVfAgent('AgentVf000000001');
    nextReplies = [{ traces: [{ type: 'text', payload: { message: 'Welcome to Shoe Co!', delay: 1000 } }] }];
    const res = await interact('AgentVf000000001', 'AgentVf000000001-v1', { action: { type: 'launch' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.appError).toBeNull();
    expect(body.debug.responder).toBe('vf');
    expect(body.debug.vfResponse).toEqual({ status: { code: 200 } });
    expect(body.turns).toHaveLength(1);
    expect(body.turns[0].from).toBe('bot');
    expect(body.turns[0].messages).toEqual([{ type: 'text', payload: { message: 'Welcome to Shoe Co!' } }]);

    expect(vf.requests.at(-1)).toEqual({
      path: '/state/user/AgentVf000000001-v1/interact',
      authorization: KEY,
      versionID: 'production',
      body: { action: { type: 'launch' }, config: { tts: false, stripSSML: true } },
    });
    expect(await storedTurns('AgentVf000000001', 'AgentVf000000001-v1')).toHaveLength(0);
  });

  it('R-IAPI-1 R-WIX-1 a text action answers text, choice buttons and end, and stores both turns', async () => {
    nextReplies = [
      {
        traces: [
          { type: 'speak', payload: { message: 'Which order?', type: 'message' } },
          {
            type: 'choice',
            payload: {
              buttons: [{ name: 'Order 42', request: { type: 'path-42', payload: { label: 'Order 42' } } }],
            },
          },
          { type: 'debug', payload: { message: 'matched intent: track_order' } },
          { type: 'end' },
        ],
      },
    ];
    const res = await interact('AgentVf000000001', 'AgentVf000000001-v1', {
      action: { type: 'text', payload: 'Where is my order?' },
    });
    const body = res.json();
    expect(body.appError).toBeNull();
    expect(body.debug.vfResponse.status.code).toBe(200);
    expect(body.debug.entries).toContainEqual({
      vfTrace: 'debug',
      payload: { message: 'matched intent: track_order' },
    });
    expect(body.turns.map((t: { from: string }) => t.from)).toEqual(['human', 'bot']);
    expect(body.turns[1].messages).toEqual([
      { type: 'text', payload: { message: 'Which order?' } },
      {
        type: 'choice',
        payload: {
          buttons: [{ name: 'Order 42', request: { type: 'path-42', payload: { label: 'Order 42' } } }],
        },
      },
      { type: 'end' },
    ]);
    expect(vf.requests.at(-1)?.body.action).toEqual({ type: 'text', payload: 'Where is my order?' });

    // The platform's own greeting is its business: Parley stores the visitor's turn and the reply, nothing invented.
    const rows = await storedTurns('AgentVf000000001', 'AgentVf000000001-v1');
    expect(rows.map((r) => r.from)).toEqual(['human', 'bot']);
    expect(messageText(rows[1]?.messages[0] as never)).toBe('Which order?');
  });

  it('sends a button request and an intent as they are, under the agent VF_VERSION_ID', async () => {
    await seedVfAgent('AgentVf000000002', { VF_DIALOGUE_API_KEY: KEY, VF_VERSION_ID: '64f0c0ffee' });
    nextReplies = [{ traces: [{ type: 'text', payload: { message: 'Shipped Tuesday.' } }] }, { traces: [] }];
    const button = await interact('AgentVf000000002', 'AgentVf000000002-v1', {
      action: { type: 'path-42', payload: { label: 'Order 42' } },
    });
    expect(button.json().turns[0].messages).toEqual([
      { type: 'text', payload: { message: 'Shipped Tuesday.' } },
    ]);
    expect(vf.requests.at(-1)).toMatchObject({
      versionID: '64f0c0ffee',
      body: { action: { type: 'path-42', payload: { label: 'Order 42' } } },
    });
    const intent = { intent: { name: 'handoff_exit' }, query: '' };
    await interact('AgentVf000000002', 'AgentVf000000002-v1', {
      action: { type: 'intent', payload: intent },
    });
    expect(vf.requests.at(-1)?.body.action).toEqual({ type: 'intent', payload: intent });
  });

  it('R-IAPI-4 a 400 in test mode says to check the API key and shows the help conversation', async () => {
    nextReplies = [{ status: 400 }];
    const res = await interact('AgentVf000000001', 'AgentVf000000001-t1', {
      action: { type: 'launch' },
      isTest: true,
    });
    const body = res.json();
    expect(body.appError).toBe('Error in VF request, please check your API key');
    expect(body.debug.vfResponse).toEqual({ status: { code: 400 } });
    expect(body.turns[0].messages.map(messageText)).toEqual([
      'Please double check your VF API key is correct, and have a published version.',
      CHAT_MESSAGES.vfHowTo,
    ]);
  });

  it('R-IAPI-4 another failure in test mode asks to double-check the key and the published version', async () => {
    nextReplies = [{ status: 404 }];
    const body = (
      await interact('AgentVf000000001', 'AgentVf000000001-t2', {
        action: { type: 'text', payload: 'Hi' },
        isTest: true,
      })
    ).json();
    expect(body.appError).toBe(
      'Please double check your VF API key is correct, and have a published version.',
    );
    expect(body.debug.vfResponse.status.code).toBe(404);
    expect(body.turns.map((t: { from: string }) => t.from)).toEqual(['human']);
  });

  it('R-IAPI-5 a 500 outside test mode says to restart the chat and stores nothing but the visitor turn', async () => {
    nextReplies = [{ status: 500 }];
    const body = (
      await interact('AgentVf000000001', 'AgentVf000000001-v2', { action: { type: 'text', payload: 'Hi' } })
    ).json();
    expect(body.appError).toBe('Error Occured, Please restart the chat.');
    expect(body.debug.vfResponse).toEqual({ status: { code: 500 } });
    expect(body.debug.error).toBeUndefined();
    expect(body.turns.map((t: { from: string }) => t.from)).toEqual(['human']);
    const rows = await storedTurns('AgentVf000000001', 'AgentVf000000001-v2');
    expect(rows.map((r) => r.from)).toEqual(['human']);
  });

  it('R-WA-11 testing without the dialogue API key asks for it and calls nothing', async () => {
    await seedVfAgent('AgentVf000000003', {});
    const before = vf.requests.length;
    const test = (
      await interact('AgentVf000000003', 'AgentVf000000003-t1', { action: { type: 'launch' }, isTest: true })
    ).json();
    expect(test.appError).toBe('Please provide your external-flow dialogue API key and try again.');
    const live = (
      await interact('AgentVf000000003', 'AgentVf000000003-v1', { action: { type: 'text', payload: 'Hi' } })
    ).json();
    expect(live.appError).toBe('Error Occured, Please restart the chat.');
    expect(vf.requests.length).toBe(before);
  });

  it('R-IAPI-4 R-IAPI-5 a dialogue API that does not answer in time is a failure, not a hung turn', async () => {
    nextReplies = [
      { delayMs: 3000, traces: [] },
      { delayMs: 3000, traces: [] },
    ];
    const started = Date.now();
    const live = (
      await interact('AgentVf000000001', 'AgentVf000000001-v3', { action: { type: 'text', payload: 'Hi' } })
    ).json();
    expect(Date.now() - started).toBeLessThan(2500);
    expect(live.appError).toBe('Error Occured, Please restart the chat.');
    expect(live.debug.vfResponse).toEqual({ status: { code: 504 } });
    const test = (
      await interact('AgentVf000000001', 'AgentVf000000001-t3', { action: { type: 'launch' }, isTest: true })
    ).json();
    expect(test.appError).toBe(
      'Please double check your VF API key is correct, and have a published version.',
    );
    expect(test.debug.error).toBe('No answer in 1000 ms');
  });

  it('a cancelled reply (WebSocket @cancel:) stops the dialogue call and says nothing', async () => {
    nextReplies = [{ delayMs: 3000, traces: [{ type: 'text', payload: { message: 'too late' } }] }];
    const controller = new AbortController();
    const responder = createVfResponder({ baseURL: vf.baseURL, timeoutMs: 10_000 });
    const events = responder({
      region: 'eu',
      agentId: 'AgentVf000000001',
      agent: { agentPlatform: 'vf', VF_DIALOGUE_API_KEY: KEY },
      history: [],
      action: { type: 'text', payload: 'Hi' },
      userId: 'AgentVf000000001-c1',
      isTest: true,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const seen = [];
    for await (const event of events) seen.push(event);
    expect(seen).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

// WebSocket /api/interact against a listening server, with the model served by a local OpenAI-compatible server.
import type { AddressInfo } from 'node:net';
import type { TInteractSocketMessage } from '@parley/contract/interact-socket';
import { messageText } from '@parley/contract/message-text';
import { conversationTurns } from '@parley/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type ScriptedReply, startLocalOpenAIServer } from '../testing/local-openai-server';
import { startTestServer, type TestServer } from '../testing/test-server';

const AGENT = 'AgentSocket00001';

describe('WebSocket /api/interact', () => {
  let s: TestServer;
  let llm: Awaited<ReturnType<typeof startLocalOpenAIServer>>;
  let url: string;
  let nextReplies: ScriptedReply[] = [];

  beforeAll(async () => {
    llm = await startLocalOpenAIServer(() => nextReplies.shift() ?? { text: ['(no script)'] });
    s = await startTestServer({
      env: { OPENAI_BASE_URL: llm.baseURL },
      ports: {
        retrieve: async () => [
          {
            chunkId: 'c',
            docId: 'd',
            docName: 'faq.md',
            text: 'Open 9-5.',
            score: 1,
            url: 'https://x.test/faq',
          },
        ],
      },
    });
    const owner = await s.seedWorkspaceOwner();
    await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${AGENT}`,
      payload: { title: 'Socket', initMessages: ['Hello!'] },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}/api/interact`;
  });
  afterAll(async () => {
    await s.close();
    await llm.close();
  });

  /** Opens a socket and collects every message; `until` resolves on the first message matching. */
  async function connect() {
    const ws = new WebSocket(url);
    const received: TInteractSocketMessage[] = [];
    const waiters: Array<{ test: (m: TInteractSocketMessage) => boolean; resolve: () => void }> = [];
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as TInteractSocketMessage;
      received.push(message);
      for (const w of waiters.filter((w) => w.test(message))) w.resolve();
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const until = (test: (m: TInteractSocketMessage) => boolean) =>
      received.some(test)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ test, resolve }));
    return { ws, received, until };
  }
  const storedTurns = (userId: string) =>
    s.ctx.dbs.eu.db
      .select()
      .from(conversationTurns)
      .where(and(eq(conversationTurns.agentId, AGENT), eq(conversationTurns.userId, userId)))
      .orderBy(conversationTurns.id);

  it('R-IAPI-2 streams chunks, sources metadata and debug, then syncs the stored history', async () => {
    const c = await connect();
    nextReplies = [{ text: ['We are ', 'open 9-5.'] }];
    c.ws.send(
      JSON.stringify({ agentId: AGENT, convoId: `${AGENT}-v1`, bucket: 'eu', prompt: 'When are you open?' }),
    );
    await c.until((m) => m.type === 'sync_chat_history');
    c.ws.close();
    expect(c.received.filter((m) => m.type === 'chunk').map((m) => m.data)).toEqual(['We are ', 'open 9-5.']);
    expect(c.received).toContainEqual({
      type: 'metadata',
      data: {
        sources: [{ payload: { url: 'https://x.test/faq' }, doc_name: 'faq.md', urlDescription: 'faq.md' }],
      },
    });
    expect(c.received.some((m) => m.type === 'debug')).toBe(true);
    const sync = c.received.find((m) => m.type === 'sync_chat_history');
    const turns = sync?.type === 'sync_chat_history' ? sync.data.turns : [];
    expect(turns.map((t) => t.from)).toEqual(['bot', 'human', 'bot']);
    expect(messageText(turns[2]!.messages[0]!)).toBe('We are open 9-5.');
  });

  it('R-IAPI-2 a null prompt launches: the greeting is synced and nothing is stored', async () => {
    const c = await connect();
    c.ws.send(JSON.stringify({ agentId: AGENT, convoId: `${AGENT}-v2`, prompt: null }));
    await c.until((m) => m.type === 'sync_chat_history');
    c.ws.close();
    const sync = c.received.find((m) => m.type === 'sync_chat_history');
    expect(sync?.type === 'sync_chat_history' && sync.data.turns[0]?.messages.map(messageText)).toEqual([
      'Hello!',
    ]);
    expect(await storedTurns(`${AGENT}-v2`)).toHaveLength(0);
  });

  it('R-WCV-8 @cancel: stops a slow reply and stores what was produced so far', async () => {
    const c = await connect();
    nextReplies = [{ text: ['Part one. ', 'Part two. ', ...Array(40).fill('more. ')], delayMs: 50 }];
    c.ws.send(JSON.stringify({ agentId: AGENT, convoId: `${AGENT}-v3`, prompt: 'Tell me a long story' }));
    await c.until((m) => m.type === 'chunk' && m.data === 'Part two. ');
    c.ws.send('@cancel:');
    await c.until((m) => m.type === 'sync_chat_history');
    c.ws.close();
    const chunks = c.received.filter((m) => m.type === 'chunk');
    expect(chunks.length).toBeLessThan(10);
    const rows = await storedTurns(`${AGENT}-v3`);
    expect(rows.map((r) => r.from)).toEqual(['bot', 'human', 'bot']);
    const partial = rows[2]?.messages[0] as { isLoading?: boolean; debug?: unknown };
    expect(messageText(partial as never)).toMatch(/^Part one\. Part two\./);
    expect(partial).toMatchObject({ isLoading: false, debug: { cancelled: true } });
    // The model call itself was aborted: the upstream stream is closed before it finished.
    await vi.waitFor(() => expect(llm.streamsClosedEarly()).toBeGreaterThanOrEqual(1), { timeout: 3000 });
  });

  it('answers bad JSON and invalid requests with an error message and stays open', async () => {
    const c = await connect();
    c.ws.send('{not json');
    await c.until((m) => m.type === 'error');
    c.ws.send(JSON.stringify({ agentId: 'x', convoId: 'y' }));
    await c.until((m) => m.type === 'error' && m.data.message === 'Invalid agent id');
    c.ws.send(JSON.stringify({ agentId: 'AgentMissing0001', convoId: 'u1', prompt: 'hi' }));
    await c.until((m) => m.type === 'error' && m.data.message === 'Agent not found.');
    expect(c.received[0]).toEqual({ type: 'error', data: { message: 'Invalid JSON.' } });
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    c.ws.close();
  });
});

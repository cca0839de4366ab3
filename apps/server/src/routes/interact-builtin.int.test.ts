// The built-in offline responder (no OPENAI_BASE_URL): answers by retrieval through the Retriever port.
import { messageText } from '@parley/contract/message-text';
import { conversationTurns } from '@parley/db/schema';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import type { Passage, Retriever } from '@parley/runtime/domain/ports';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

const PASSAGES: Passage[] = [
  {
    chunkId: 'c1',
    docId: 'd1',
    docName: 'shipping.pdf',
    text: 'We ship to all Nordic countries within three working days.',
    score: 0.9,
    url: 'https://shop.example/shipping.pdf',
    description: 'Shipping policy',
  },
];

describe('built-in responder', () => {
  let s: TestServer;
  let owner: Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
  const queries: Array<Parameters<Retriever>[0]> = [];
  beforeAll(async () => {
    s = await startTestServer({
      ports: {
        retrieve: async (args) => {
          queries.push(args);
          return args.query.includes('ship') ? PASSAGES : [];
        },
      },
    });
    owner = await s.seedWorkspaceOwner();
    for (const [id, doc] of [
      ['AgentOffline0001', {}],
      ['AgentOfflineNoSrc', { vgOptions: { showSources: false } }],
    ] as const) {
      await s.app.inject({
        method: 'POST',
        url: `/api/v2/agents/${id}`,
        payload: { title: id, ...doc },
        headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
      });
    }
  });
  afterAll(() => s.close());

  const ask = (agentId: string, userId: string, text: string) =>
    s.app.inject({
      method: 'POST',
      url: `/api/agents/${agentId}/interact/${userId}`,
      payload: { action: { type: 'text', payload: text } },
    });

  it('R-WCV-6 quotes the retrieved passage and carries its source', async () => {
    const body = (await ask('AgentOffline0001', 'AgentOffline0001-v1', 'Do you ship to Norway?')).json();
    expect(body.debug.responder).toBe('built-in');
    expect(queries.at(-1)).toEqual({
      region: 'eu',
      agentId: 'AgentOffline0001',
      query: 'Do you ship to Norway?',
      limit: 3,
    });
    const bot = body.turns[1];
    expect(messageText(bot.messages[0])).toBe(
      `${CHAT_MESSAGES.builtinFound}\n\n“We ship to all Nordic countries within three working days.” (shipping.pdf)`,
    );
    expect(bot.sources).toEqual([
      {
        payload: { url: 'https://shop.example/shipping.pdf' },
        doc_name: 'shipping.pdf',
        urlDescription: 'Shipping policy',
      },
    ]);
    const rows = await s.ctx.dbs.eu.db
      .select()
      .from(conversationTurns)
      .where(
        and(
          eq(conversationTurns.agentId, 'AgentOffline0001'),
          eq(conversationTurns.userId, 'AgentOffline0001-v1'),
        ),
      )
      .orderBy(conversationTurns.id);
    expect(rows.at(-1)?.sources).toEqual(bot.sources);
  });

  it('says plainly that it has no answer when nothing is retrieved', async () => {
    const body = (
      await ask('AgentOffline0001', 'AgentOffline0001-v2', 'What is the meaning of life?')
    ).json();
    expect(body.turns[1].messages.map(messageText)).toEqual([CHAT_MESSAGES.builtinNoAnswer]);
    expect(body.turns[1].sources).toEqual([]);
  });

  it('R-AGD-17 carries no sources when vgOptions.showSources is false', async () => {
    const body = (await ask('AgentOfflineNoSrc', 'AgentOfflineNoSrc-v1', 'Do you ship?')).json();
    expect(messageText(body.turns[1].messages[0])).toContain('Nordic');
    expect(body.turns[1].sources).toEqual([]);
  });
});

// A visitor may ask for a person before writing anything (the widget's 'Talk to a person' button, the Home
// tab's directHandoff): the conversation then starts with the greeting they saw, as one that starts with
// a message does, so the widget's next sync keeps it on screen.
import { messageText } from '@parley/contract/message-text';
import { readStoredTurns } from '@parley/runtime/application/read-stored-turns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOwner } from '../testing/seed-clients';
import { seedAgent, visitorSays } from '../testing/seed-conversations';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('a handoff request that starts the conversation', () => {
  let s: TestServer;
  let owner: SeededOwner;
  beforeAll(async () => {
    s = await startTestServer();
    owner = await s.seedWorkspaceOwner();
  });
  afterAll(() => s.close());

  const stored = async (agentId: string, userId: string) =>
    (await readStoredTurns(s.ctx.dbs.eu.db, agentId, userId)).map((t) => ({
      from: t.from,
      texts: t.messages.map((m) => messageText(m)),
    }));

  it('R-HND-3 stores the greeting the visitor saw, once, then waits for a person', async () => {
    const agentId = await seedAgent(s, owner, { proactiveMessage: 'Hi, ask me about bikes!' });
    const userId = `${agentId}-early`;
    const asked = await visitorSays(s, agentId, userId, { type: 'request_handoff' });
    expect(asked.conversation?.state).toBe('requested_chat');
    expect(await stored(agentId, userId)).toEqual([{ from: 'bot', texts: ['Hi, ask me about bikes!'] }]);

    // Cancelled and asked again: the greeting is not stored twice; the notice follows it.
    await visitorSays(s, agentId, userId, { type: 'cancel_handoff' });
    await visitorSays(s, agentId, userId, { type: 'request_handoff' });
    const turns = await stored(agentId, userId);
    expect(turns.filter((t) => t.texts.includes('Hi, ask me about bikes!'))).toHaveLength(1);
    expect(turns.at(-1)?.texts).toEqual(['No response from team..']);
  });

  it('R-HND-3 a visitor who wrote first keeps one greeting, before their message', async () => {
    const agentId = await seedAgent(s, owner, { proactiveMessage: 'Hello there' });
    const userId = `${agentId}-wrote`;
    await visitorSays(s, agentId, userId, { type: 'text', payload: 'Do you repair wheels?' });
    await visitorSays(s, agentId, userId, { type: 'request_handoff' });
    const turns = await stored(agentId, userId);
    expect(turns.filter((t) => t.texts.includes('Hello there'))).toHaveLength(1);
    expect(turns[1]).toEqual({ from: 'human', texts: ['Do you repair wheels?'] });
  });
});

// A visitor's sessions (R-WTB-10..13, R-HND-11): New Chat opens one, the Chats tab lists them, the
// rollback call selects a past one; the widget sees the selected session, the inbox sees them all.
import type { TConversationDetail } from '@parley/contract/conversations';
import { messageText } from '@parley/contract/message-text';
import { readStoredTurns } from '@parley/runtime/application/read-stored-turns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededOwner } from '../testing/seed-clients';
import { seedAgent, visitorSays } from '../testing/seed-conversations';
import { startTestServer, type TestServer } from '../testing/test-server';

interface Session {
  sessionId: string;
  lastMessage: string;
  hasHumanMessage: boolean;
}

describe('visitor sessions', () => {
  let s: TestServer;
  let owner: SeededOwner;
  beforeAll(async () => {
    s = await startTestServer();
    owner = await s.seedWorkspaceOwner({ planLimits: { maxAgents: 10 } });
  });
  afterAll(() => s.close());

  /** What the widget is sent as its history (sync_chat_history). */
  const widgetSees = async (agentId: string, userId: string) =>
    (await readStoredTurns(s.ctx.dbs.eu.db, agentId, userId)).flatMap((t) =>
      t.messages.map((m) => messageText(m)),
    );
  const sessionsOf = async (agentId: string, userId: string) => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/agents/${agentId}/convos/${userId}/sessions`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Session[] }).data;
  };
  const rollback = (agentId: string, userId: string, sessionId: string) =>
    s.app.inject({
      method: 'POST',
      url: `/api/agents/${agentId}/convos/${userId}/sessions/${sessionId}/rollback`,
      payload: { session: sessionId, safeAgentData: { ID: agentId, title: 'ignored' } },
    });

  it('R-WTB-10 R-WTB-12 New Chat opens a new session: the old one is listed, the chat starts empty', async () => {
    const agentId = await seedAgent(s, owner);
    const userId = `${agentId}-v1`;
    await visitorSays(s, agentId, userId, { type: 'text', payload: 'First question' });
    expect(await sessionsOf(agentId, userId)).toHaveLength(1);

    expect(await widgetSees(agentId, userId)).toContain('First question');
    await visitorSays(s, agentId, userId, { type: 'launch', payload: { restart: true } });
    expect(await widgetSees(agentId, userId)).not.toContain('First question');
    await visitorSays(s, agentId, userId, { type: 'text', payload: 'Second question' });
    expect(await widgetSees(agentId, userId)).toContain('Second question');
    expect(await widgetSees(agentId, userId)).not.toContain('First question');

    const sessions = await sessionsOf(agentId, userId);
    expect(sessions).toHaveLength(2);
    expect(sessions.every((x) => x.hasHumanMessage)).toBe(true);
    // A restart with nothing written since opens no empty session.
    await visitorSays(s, agentId, userId, { type: 'launch', payload: { restart: true } });
    await visitorSays(s, agentId, userId, { type: 'launch', payload: { restart: true } });
    await visitorSays(s, agentId, userId, { type: 'text', payload: 'Third question' });
    expect(await sessionsOf(agentId, userId)).toHaveLength(3);
  });

  it('R-WTB-13 the rollback call selects a past session and the visitor carries on in it', async () => {
    const agentId = await seedAgent(s, owner);
    const userId = `${agentId}-v2`;
    await visitorSays(s, agentId, userId, { type: 'text', payload: 'About my invoice' });
    await visitorSays(s, agentId, userId, { type: 'launch', payload: { restart: true } });
    await visitorSays(s, agentId, userId, { type: 'text', payload: 'About shipping' });
    const sessions = await sessionsOf(agentId, userId);
    const invoice = sessions.find((x) => x.lastMessage.includes('invoice')) ?? sessions.at(-1)!;

    const res = await rollback(agentId, userId, invoice.sessionId);
    expect(res.statusCode).toBe(200);
    await visitorSays(s, agentId, userId, { type: 'text', payload: 'One more thing' });
    const resumed = await widgetSees(agentId, userId);
    expect(resumed).toEqual(expect.arrayContaining(['About my invoice', 'One more thing']));
    expect(resumed).not.toContain('About shipping');

    // R-HND-11: the inbox sees both sessions, each turn marked with its own.
    const detail = await s.trpc<TConversationDetail>(
      'query',
      'conversations.get',
      { region: 'eu', agentId, userId },
      owner.cookie,
    );
    const bySession = new Map<string, string[]>();
    for (const turn of detail.data.turns)
      bySession.set(turn.sessionId, [
        ...(bySession.get(turn.sessionId) ?? []),
        ...turn.messages.map((m) => messageText(m) ?? ''),
      ]);
    expect(bySession.size).toBe(2);
    expect(bySession.get(invoice.sessionId)).toEqual(
      expect.arrayContaining(['About my invoice', 'One more thing']),
    );
  });

  it('R-WTB-13 a session that is not the visitor’s is refused and changes nothing', async () => {
    const agentId = await seedAgent(s, owner);
    const mine = `${agentId}-mine`;
    const theirs = `${agentId}-theirs`;
    await visitorSays(s, agentId, mine, { type: 'text', payload: 'Mine' });
    await visitorSays(s, agentId, theirs, { type: 'text', payload: 'Theirs' });
    const [their] = await sessionsOf(agentId, theirs);
    const res = await rollback(agentId, mine, their!.sessionId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Conversation session not found.' });
    await visitorSays(s, agentId, mine, { type: 'text', payload: 'Still mine' });
    const after = await widgetSees(agentId, mine);
    expect(after).toEqual(expect.arrayContaining(['Mine', 'Still mine']));
    expect(after).not.toContain('Theirs');
  });
});

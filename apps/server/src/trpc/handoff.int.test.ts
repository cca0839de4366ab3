import type { TConversationDetail, TConversationSummary } from '@parley/contract/conversations';
import { messageText } from '@parley/contract/message-text';
import { sweepDueHandoffs } from '@parley/conversations/application/sweep-handoffs';
import { conversations, conversationTurns } from '@parley/db/schema';
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCookie, type SeededOwner, seedClientWithAgent } from '../testing/seed-clients';
import { seedAgent, seedConversationAwaitingHuman, visitorSays } from '../testing/seed-conversations';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('handoff: the state machine on the server (R-HND-*)', () => {
  let s: TestServer;
  let owner: SeededOwner;
  beforeAll(async () => {
    s = await startTestServer();
    owner = await s.seedWorkspaceOwner({ planLimits: { maxAgents: 50, maxClients: 50 } });
  });
  afterAll(() => s.close());

  const key = (agentId: string, userId: string) => ({ region: 'eu', agentId, userId });
  const stored = async (agentId: string, userId: string) =>
    (
      await s.ctx.dbs.eu.db
        .select()
        .from(conversationTurns)
        .where(and(eq(conversationTurns.agentId, agentId), eq(conversationTurns.userId, userId)))
    ).map((t) => ({ from: t.from, texts: (t.messages as never[]).map(messageText) }));
  const convo = async (agentId: string, userId: string) =>
    (
      await s.ctx.dbs.eu.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.agentId, agentId), eq(conversations.userId, userId)))
    )[0]!;

  it('R-HND-3 R-HND-15 a visitor’s request waits for a person for the agent’s handoffTimeout', async () => {
    const agentId = await seedAgent(s, owner, { vgOptions: { handoffTimeout: 90 } });
    const before = Date.now();
    const { userId, asked } = await seedConversationAwaitingHuman(s, agentId);
    expect(asked.conversation).toMatchObject({ state: 'requested_chat', assignee: null });
    expect(asked.conversation!.handoffDeadline).toBeGreaterThanOrEqual(before + 90_000);
    expect(asked.conversation!.handoffDeadline).toBeLessThanOrEqual(Date.now() + 90_000);
    const row = await convo(agentId, userId);
    expect(row.state).toBe('requested_chat');
  });

  it('R-HND-8 R-HND-4 while waiting and while a person talks, the AI stays silent; the person’s replies reach the visitor', async () => {
    const agentId = await seedAgent(s, owner);
    const { userId } = await seedConversationAwaitingHuman(s, agentId);
    const waiting = await visitorSays(s, agentId, userId, { type: 'text', payload: 'Hello? Anyone?' });
    expect(waiting.turns.map((t) => t.from)).toEqual(['human']);

    const taken = await s.trpc<{ state: string; assignee: { firstName: string } }>(
      'mutation',
      'conversations.takeOver',
      key(agentId, userId),
      owner.cookie,
    );
    expect(taken.data).toMatchObject({
      state: 'human-chatting',
      assignee: { firstName: 'Owner' },
      handoffDeadline: null,
    });
    const replied = await s.trpc(
      'mutation',
      'conversations.reply',
      { ...key(agentId, userId), text: 'Hi, I am here.' },
      owner.cookie,
    );
    expect(replied.status).toBe(200);
    const answer = await visitorSays(s, agentId, userId, { type: 'text', payload: 'Great, my order #42' });
    expect(answer.turns.map((t) => t.from)).toEqual(['human']);
    expect(answer.conversation).toMatchObject({ state: 'human-chatting', assignee: { firstName: 'Owner' } });

    const texts = await stored(agentId, userId);
    expect(texts.filter((t) => t.from === 'bot').flatMap((t) => t.texts)).toContain('Hi, I am here.');
    // No AI answer after the request: the only bot turns are the greeting (if any) and the person's.
    const after = texts.slice(texts.findIndex((t) => t.texts.includes('Hello? Anyone?')));
    expect(after.filter((t) => t.from === 'bot').flatMap((t) => t.texts)).toEqual(['Hi, I am here.']);
  });

  it('hand back: the AI answers again', async () => {
    const agentId = await seedAgent(s, owner);
    const { userId } = await seedConversationAwaitingHuman(s, agentId);
    await s.trpc('mutation', 'conversations.takeOver', key(agentId, userId), owner.cookie);
    const back = await s.trpc<{ state: string }>(
      'mutation',
      'conversations.handBack',
      key(agentId, userId),
      owner.cookie,
    );
    expect(back.data.state).toBe('ai-chatting');
    const answer = await visitorSays(s, agentId, userId, { type: 'text', payload: 'Thanks!' });
    expect(answer.turns.map((t) => t.from)).toEqual(['human', 'bot']);
  });

  it('R-HND-5 cancelling the request posts the message and returns to the AI', async () => {
    const agentId = await seedAgent(s, owner);
    const { userId } = await seedConversationAwaitingHuman(s, agentId);
    const cancelled = await visitorSays(s, agentId, userId, { type: 'cancel_handoff' });
    expect(cancelled.conversation).toMatchObject({ state: 'ai-chatting', handoffDeadline: null });
    expect((await stored(agentId, userId)).at(-1)).toEqual({
      from: 'bot',
      texts: [HANDOFF_MESSAGES.noResponse],
    });
  });

  it('R-HND-6 a request nobody answered times out on the server at its deadline, once', async () => {
    const agentId = await seedAgent(s, owner, { vgOptions: { handoffTimeout: 30 } });
    const { userId, asked } = await seedConversationAwaitingHuman(s, agentId);
    const deadline = asked.conversation!.handoffDeadline!;
    await sweepDueHandoffs(s.ctx, deadline - 1);
    expect((await convo(agentId, userId)).state).toBe('requested_chat');
    await Promise.all([sweepDueHandoffs(s.ctx, deadline + 1), sweepDueHandoffs(s.ctx, deadline + 2)]);
    expect((await convo(agentId, userId)).state).toBe('ai-chatting');
    const notices = (await stored(agentId, userId)).filter((t) =>
      t.texts.includes(HANDOFF_MESSAGES.noResponse),
    );
    expect(notices).toHaveLength(1);
  });

  it('R-HND-7 reset returns to the AI at the start and greets again', async () => {
    const agentId = await seedAgent(s, owner, { initMessages: ['Welcome back!'] });
    const { userId } = await seedConversationAwaitingHuman(s, agentId);
    await s.trpc('mutation', 'conversations.takeOver', key(agentId, userId), owner.cookie);
    const reset = await visitorSays(s, agentId, userId, { type: 'reset' });
    expect(reset.conversation).toMatchObject({ state: 'ai-chatting', assignee: null });
    expect(reset.turns[0]?.messages.map(messageText)).toEqual(['Welcome back!']);
    expect((await convo(agentId, userId)).nodesInfo).toMatchObject({ currentNode: 'start' });
  });

  it('another person cannot take a conversation someone has; another workspace cannot see it', async () => {
    const agentId = await seedAgent(s, owner);
    const { userId } = await seedConversationAwaitingHuman(s, agentId);
    const { email } = await seedClientWithAgent(s, { owner, canAccess: ['/convos'] });
    // The client's agent is another one: give this agent to a second client instead.
    const colleague = await seedClientWithAgent(s, { owner, canAccess: ['/convos'] });
    await s.trpc(
      'mutation',
      'orgs.updateClient',
      { orgId: colleague.org.ID, clientId: colleague.client.ID, widgetIDs: [agentId] },
      owner.cookie,
    );
    const colleagueCookie = await clientCookie(s, colleague.email);
    const first = await s.trpc('mutation', 'conversations.takeOver', key(agentId, userId), colleagueCookie);
    expect(first.status).toBe(200);
    const second = await s.trpc('mutation', 'conversations.takeOver', key(agentId, userId), owner.cookie);
    expect(second.status).toBe(409);
    expect(second.error?.message).toBe(HANDOFF_MESSAGES.alreadyTaken('Grace'));
    const outsider = await s.seedWorkspaceOwner();
    expect((await s.trpc('query', 'conversations.get', key(agentId, userId), outsider.cookie)).status).toBe(
      404,
    );
    expect(
      (
        await s.trpc(
          'mutation',
          'conversations.reply',
          { ...key(agentId, userId), text: 'x' },
          await clientCookie(s, email),
        )
      ).status,
    ).toBe(404);
  });

  it('the inbox lists waiting conversations first and filters by state, assignee, tag and text', async () => {
    const agentId = await seedAgent(s, owner);
    await visitorSays(s, agentId, `${agentId}-calm`, {
      type: 'text',
      payload: 'Just browsing about bicycles',
    });
    const { userId: waiting } = await seedConversationAwaitingHuman(s, agentId);
    const list = (filter?: object) =>
      s.trpc<TConversationSummary[]>(
        'query',
        'conversations.list',
        { region: 'eu', agentId, filter },
        owner.cookie,
      );
    expect((await list()).data.map((c) => c.userId)[0]).toBe(waiting);
    expect((await list({ state: 'requested_chat' })).data.map((c) => c.userId)).toEqual([waiting]);
    expect((await list({ search: 'bicycles' })).data.map((c) => c.userId)).toEqual([`${agentId}-calm`]);
    await s.trpc('mutation', 'conversations.takeOver', key(agentId, waiting), owner.cookie);
    expect((await list({ assignee: 'me' })).data.map((c) => c.userId)).toEqual([waiting]);
    expect((await list({ assignee: 'unassigned' })).data.map((c) => c.userId)).toEqual([`${agentId}-calm`]);
    await s.trpc(
      'mutation',
      'conversations.setTags',
      { ...key(agentId, waiting), tags: ['vip', ' vip '] },
      owner.cookie,
    );
    expect((await list({ tag: 'vip' })).data).toMatchObject([{ userId: waiting, tags: ['vip'] }]);
    const detail = await s.trpc<TConversationDetail>(
      'query',
      'conversations.get',
      key(agentId, waiting),
      owner.cookie,
    );
    expect(detail.data.turns.every((t) => typeof t.sessionId === 'string')).toBe(true);
  });

  it('R-HND-12 the e-mail form reaches the team and the transcript; safe-data lists the team online first', async () => {
    const agentId = await seedAgent(s, owner);
    const { userId } = await seedConversationAwaitingHuman(s, agentId);
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/vg/${agentId}/convos/${userId}/notify`,
      payload: { from: 'widget', emailForm: { email: 'ada@example.com', message: 'Please call me back.' } },
    });
    expect(res.json()).toEqual({ success: true, message: HANDOFF_MESSAGES.emailSent });
    expect((await convo(agentId, userId)).userEmail).toBe('ada@example.com');
    const bad = await s.app.inject({
      method: 'POST',
      url: `/api/vg/${agentId}/convos/${userId}/notify`,
      payload: { emailForm: { email: 'nope', message: 'x' } },
    });
    expect(bad.statusCode).toBe(400);

    const safe = await s.app.inject({ method: 'GET', url: `/api/vg/${agentId}/safe-data` });
    expect(safe.json().orgUsers[0]).toEqual({ name: 'Owner', squarePhotoURL: null, status: 'offline' });
    expect(JSON.stringify(safe.json())).not.toContain('@');
  });

  it('exports a conversation as CSV and the filtered set as JSON, for the team only', async () => {
    const agentId = await seedAgent(s, owner);
    const { userId } = await seedConversationAwaitingHuman(s, agentId);
    const csv = await s.app.inject({
      method: 'GET',
      url: `/api/agents/${agentId}/convos/export?format=csv&userId=${userId}`,
      headers: { cookie: owner.cookie },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'conversation,visitor_name,visitor_email,session,time,from,sender,text',
    );
    expect(csv.body).toContain('Where is my order?');
    const json = await s.app.inject({
      method: 'GET',
      url: `/api/agents/${agentId}/convos/export?format=json&state=requested_chat`,
      headers: { cookie: owner.cookie },
    });
    expect(json.json()).toMatchObject([{ userId, state: 'requested_chat' }]);
    const outsider = await s.seedWorkspaceOwner();
    const refused = await s.app.inject({
      method: 'GET',
      url: `/api/agents/${agentId}/convos/export`,
      headers: { cookie: outsider.cookie },
    });
    expect([403, 404]).toContain(refused.statusCode);
  });
});

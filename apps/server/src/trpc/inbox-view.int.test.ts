// What the inbox reads beyond the handoff core: debug messages for the workspace only (R-WCV-3), and the
// organisation's handoff switches (R-ORG-2) next to its canned responses and tags.
import type { TConversationDetail } from '@parley/contract/conversations';
import { insertTurns } from '@parley/conversations/infrastructure/conversation-repo';
import { conversations } from '@parley/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCookie, type SeededOwner, seedClientWithAgent } from '../testing/seed-clients';
import { visitorSays } from '../testing/seed-conversations';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('the inbox view', () => {
  let s: TestServer;
  let owner: SeededOwner;
  beforeAll(async () => {
    s = await startTestServer();
    owner = await s.seedWorkspaceOwner({ planLimits: { maxAgents: 50, maxClients: 50 } });
  });
  afterAll(() => s.close());

  /** A client with the Conversations section, and a conversation whose last turn has debug in it. */
  async function seedDebugConversation(settings?: object) {
    const seeded = await seedClientWithAgent(s, { owner, canAccess: ['/convos'], settings });
    const userId = `${seeded.agentId}-visitor`;
    await visitorSays(s, seeded.agentId, userId, { type: 'text', payload: 'Hello there' });
    const [row] = await s.ctx.dbs.eu.db
      .select({ sessionId: conversations.sessionId })
      .from(conversations)
      .where(and(eq(conversations.agentId, seeded.agentId), eq(conversations.userId, userId)));
    await insertTurns(s.ctx.dbs.eu.db, { agentId: seeded.agentId, userId, sessionId: row!.sessionId }, [
      {
        from: 'bot',
        ts: Date.now(),
        sources: [],
        messages: [
          { type: 'debug', payload: { prompt: 'secret system prompt' } },
          { type: 'text', payload: { message: 'Partial answer' }, debug: { cancelled: true } },
        ],
      },
    ]);
    return { ...seeded, userId, cookie: await clientCookie(s, seeded.email) };
  }

  it('R-WCV-3 debug messages reach the workspace, never a client user (transcript and export)', async () => {
    const { agentId, userId, cookie } = await seedDebugConversation();
    const key = { region: 'eu', agentId, userId };
    const asOwner = await s.trpc<TConversationDetail>('query', 'conversations.get', key, owner.cookie);
    const asClient = await s.trpc<TConversationDetail>('query', 'conversations.get', key, cookie);
    expect(asClient.status).toBe(200);
    const last = (d: TConversationDetail) => d.turns.at(-1)?.messages;
    expect(last(asOwner.data)).toEqual([
      { type: 'debug', payload: { prompt: 'secret system prompt' } },
      { type: 'text', payload: { message: 'Partial answer' }, debug: { cancelled: true } },
    ]);
    expect(last(asClient.data)).toEqual([{ type: 'text', payload: { message: 'Partial answer' } }]);

    const exported = async (c: string) =>
      (
        await s.app.inject({
          method: 'GET',
          url: `/api/agents/${agentId}/convos/export?format=json&userId=${userId}`,
          headers: { cookie: c },
        })
      ).body;
    expect(await exported(owner.cookie)).toContain('secret system prompt');
    const clientExport = await exported(cookie);
    expect(clientExport).toContain('Partial answer');
    expect(clientExport).not.toContain('secret system prompt');
    expect(clientExport).not.toContain('cancelled');
  });

  it('exports "assigned to me" as the list shows it', async () => {
    const { agentId, userId } = await seedDebugConversation();
    await s.trpc('mutation', 'conversations.takeOver', { region: 'eu', agentId, userId }, owner.cookie);
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/agents/${agentId}/convos/export?format=json&assignee=me`,
      headers: { cookie: owner.cookie },
    });
    expect((res.json() as { userId: string }[]).map((c) => c.userId)).toEqual([userId]);
  });

  it('R-ORG-2 the inbox learns the organisation’s handoff switches with its tags and canned responses', async () => {
    const { agentId, org, cookie } = await seedDebugConversation({
      enableCannedResponses: true,
      continousSessionUI: true,
      disableHandoffMessages: true,
    });
    await s.trpc(
      'mutation',
      'orgs.update',
      {
        region: 'eu',
        orgId: org.ID,
        patch: {
          widgetIDs: [agentId],
          disableHandoff: true,
          predefinedTags: ['billing', 'vip'],
          disallowAnyTags: true,
          cannedResponses: [{ shortCode: 'hi', content: 'Hello! How can I help?' }],
        },
      },
      owner.cookie,
    );
    const settings = await s.trpc(
      'query',
      'conversations.cannedResponses',
      { region: 'eu', agentId },
      cookie,
    );
    expect(settings.data).toEqual({
      cannedResponses: [{ shortCode: 'hi', content: 'Hello! How can I help?' }],
      predefinedTags: ['billing', 'vip'],
      disallowAnyTags: true,
      disableHandoff: true,
      disableHandoffMessages: true,
      continousSessionUI: true,
    });
  });

  it('an agent without an organisation: no canned responses, and its own switch decides handoff', async () => {
    const agentId = `Inbox${Date.now().toString(36)}`;
    await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}?region=eu`,
      payload: { title: 'Solo', vgOptions: { disableHandoff: true } },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    const settings = await s.trpc(
      'query',
      'conversations.cannedResponses',
      { region: 'eu', agentId },
      owner.cookie,
    );
    expect(settings.data).toEqual({
      cannedResponses: [],
      predefinedTags: [],
      disallowAnyTags: false,
      disableHandoff: true,
      disableHandoffMessages: false,
      continousSessionUI: false,
    });
  });
});

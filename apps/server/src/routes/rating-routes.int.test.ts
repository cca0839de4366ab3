import { conversations } from '@parley/db/schema';
import { RATING_MESSAGES } from '@parley/messages/widget-rating';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedWidgetAgent } from '../testing/widget-fixtures';

describe('/api/agents/{agentId}/analytics/rating', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const rate = (agentId: string, body: object) =>
    s.app.inject({ method: 'POST', url: `/api/agents/${agentId}/analytics/rating`, payload: body });
  const read = (agentId: string, userId: string) =>
    s.app.inject({
      method: 'GET',
      url: `/api/agents/${agentId}/analytics/rating?userId=${encodeURIComponent(userId)}`,
    });
  /** A conversation exists once the visitor has sent a message. */
  const chat = (agentId: string, userId: string) =>
    s.app.inject({
      method: 'POST',
      url: `/api/agents/${agentId}/interact/${userId}`,
      payload: { action: { type: 'text', payload: 'Thanks, that helped.' } },
    });
  const storedRating = async (agentId: string, userId: string) =>
    (
      await s.ctx.dbs.eu.db
        .select({ rating: conversations.ratingFrom5 })
        .from(conversations)
        .where(and(eq(conversations.agentId, agentId), eq(conversations.userId, userId)))
    )[0]?.rating;

  it('R-WRT-4 R-WRT-5 R-WRT-6 stores a rating once, restores it, and refuses a second one without changing it', async () => {
    const { agentId, visitorId } = await seedWidgetAgent(s);
    await chat(agentId, visitorId);
    expect((await read(agentId, visitorId)).json()).toEqual({ rating: null });

    const first = await rate(agentId, {
      userId: visitorId,
      rating: 4,
      timestamp: Math.floor(Date.now() / 1000),
      convo_id: visitorId,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rating: 4 });
    expect((await read(agentId, visitorId)).json()).toEqual({ rating: 4 });

    const second = await rate(agentId, { userId: visitorId, rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(RATING_MESSAGES.alreadyRated);
    expect(await storedRating(agentId, visitorId)).toBe(4);
  });

  it('R-WRT-5 two ratings sent at once: exactly one wins', async () => {
    const { agentId, visitorId } = await seedWidgetAgent(s);
    await chat(agentId, visitorId);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => rate(agentId, { userId: visitorId, rating })),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await storedRating(agentId, visitorId)).toBe(won[0]?.json().rating);
  });

  it('R-WRT-4 refuses ratings outside one to five, writing nothing', async () => {
    const { agentId, visitorId } = await seedWidgetAgent(s);
    await chat(agentId, visitorId);
    for (const rating of [0, 6, 3.5, -1, '5', null]) {
      const res = await rate(agentId, { userId: visitorId, rating });
      expect(res.statusCode).toBe(400);
    }
    expect((await rate(agentId, { userId: visitorId, rating: 6 })).json().detail).toBe(
      RATING_MESSAGES.outOfRange,
    );
    expect(await storedRating(agentId, visitorId)).toBeNull();
  });

  it('R-WRT-8 refuses when the agent turned ratings off; unknown agents and conversations are 404', async () => {
    const off = await seedWidgetAgent(s, { doc: { disableRating: true } });
    await chat(off.agentId, off.visitorId);
    const refused = await rate(off.agentId, { userId: off.visitorId, rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(RATING_MESSAGES.disabled);
    expect(await storedRating(off.agentId, off.visitorId)).toBeNull();

    const { agentId } = await seedWidgetAgent(s);
    const none = await rate(agentId, { userId: `${agentId}-nobody`, rating: 5 });
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe(RATING_MESSAGES.noConversation);
    expect((await read(agentId, `${agentId}-nobody`)).json()).toEqual({ rating: null });
    expect((await rate('NoSuchAgent00001', { userId: 'v-1', rating: 5 })).statusCode).toBe(404);
    expect((await read('NoSuchAgent00001', 'v-1')).statusCode).toBe(404);
    expect((await rate(agentId, { userId: 'bad id!', rating: 5 })).statusCode).toBe(400);
    expect(
      (await s.app.inject({ method: 'GET', url: `/api/agents/${agentId}/analytics/rating` })).statusCode,
    ).toBe(400);
  });
});

import { kbDocuments } from '@parley/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCookie, seedClientWithAgent, writeAgent } from '../testing/seed-clients';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('R-APS-4 R-APS-5 client users reach their agents only through their sections', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const key = (agentId: string) => ({ region: 'eu', agentId });

  it('a client with /convos reads its agent and its conversations, but not its drafts, knowledge or tools', async () => {
    const { email, agentId } = await seedClientWithAgent(s, { canAccess: ['/convos'] });
    const cookie = await clientCookie(s, email);
    const got = await s.trpc<{ status: string }>('query', 'agents.get', key(agentId), cookie);
    expect(got.data.status).toBe('found');
    expect((await s.trpc('query', 'conversations.list', key(agentId), cookie)).status).toBe(200);
    for (const [path, kind] of [
      ['agents.getDraft', 'query'],
      ['kb.list', 'query'],
      ['tools.list', 'query'],
      ['versions.getAgentBackups', 'query'],
    ] as const) {
      const res = await s.trpc(kind, path, key(agentId), cookie);
      expect([403, 404], `${path} → ${res.status}`).toContain(res.status);
    }
    const saved = await s.trpc(
      'mutation',
      'agents.saveDraft',
      { ...key(agentId), patch: { title: 'Hacked' } },
      cookie,
    );
    expect([403, 404]).toContain(saved.status);
    const published = await s.trpc('mutation', 'agents.publish', key(agentId), cookie);
    expect([403, 404]).toContain(published.status);
  });

  it('a client with /kb adds and lists knowledge of its agent; with /settings it edits and publishes the draft', async () => {
    const { email, agentId } = await seedClientWithAgent(s, { canAccess: ['/kb', '/settings'] });
    const cookie = await clientCookie(s, email);
    const added = await s.trpc(
      'mutation',
      'kb.createText',
      { ...key(agentId), name: 'Hours', content: 'Open 9 to 5.' },
      cookie,
    );
    expect(added.status).toBe(200);
    const list = await s.trpc<{ name: string }[]>('query', 'kb.list', key(agentId), cookie);
    expect(list.data.map((d) => d.name)).toContain('Hours');
    const draft = await s.trpc(
      'mutation',
      'agents.saveDraft',
      { ...key(agentId), patch: { title: 'By client' } },
      cookie,
    );
    expect(draft.status).toBe(200);
    const pub = await s.trpc<{ agent: { title: string } }>(
      'mutation',
      'agents.publish',
      key(agentId),
      cookie,
    );
    expect(pub.status).toBe(200);
    const got = await s.trpc<{ agent: { title: string } }>('query', 'agents.get', key(agentId), cookie);
    expect(got.data.agent.title).toBe('By client');
  });

  it('another agent of the same agency that the client was not given reads as missing; nothing is written', async () => {
    const seeded = await seedClientWithAgent(s, { canAccess: ['/kb', '/convos', '/settings'] });
    const otherAgent = `${seeded.agentId}other`;
    await writeAgent(s, seeded.owner, otherAgent);
    const cookie = await clientCookie(s, seeded.email);
    expect((await s.trpc('query', 'agents.get', key(otherAgent), cookie)).status).toBe(404);
    const write = await s.trpc('mutation', 'kb.createText', { ...key(otherAgent), content: 'x' }, cookie);
    expect([403, 404]).toContain(write.status);
    const docs = await s.ctx.dbs.eu.db.select().from(kbDocuments).where(eq(kbDocuments.agentId, otherAgent));
    expect(docs).toHaveLength(0);
  });

  it('a client of another agency cannot reach the agent; a blocked client reaches nothing', async () => {
    const a = await seedClientWithAgent(s, { canAccess: ['/convos'] });
    const b = await seedClientWithAgent(s, { canAccess: ['/convos'] });
    const cookieB = await clientCookie(s, b.email);
    expect((await s.trpc('query', 'conversations.list', key(a.agentId), cookieB)).status).toBe(404);

    const blocked = await seedClientWithAgent(s, {
      canAccess: ['/convos'],
      settings: { disableClientAccess: true },
    });
    const cookie = await clientCookie(s, blocked.email);
    expect((await s.trpc('query', 'agents.get', key(blocked.agentId), cookie)).status).toBe(401);
  });

  it('an agency owner holding its own workspace cookie and a client cookie keeps full access', async () => {
    const { owner, email, agentId } = await seedClientWithAgent(s, { canAccess: ['/convos'] });
    const both = `${owner.cookie}; ${await clientCookie(s, email)}`;
    expect((await s.trpc('query', 'agents.getDraft', key(agentId), both)).status).toBe(200);
    expect((await s.trpc('query', 'tools.list', key(agentId), both)).status).toBe(200);
  });

  it('R-APS-12 a client’s tab clicks are recorded against the agent', async () => {
    const { email, agentId } = await seedClientWithAgent(s, { canAccess: ['/convos'] });
    const cookie = await clientCookie(s, email);
    const res = await s.trpc(
      'mutation',
      'analytics.recordTabClick',
      { ...key(agentId), tab: 'convos' },
      cookie,
    );
    expect(res.status).toBe(200);
  });
});

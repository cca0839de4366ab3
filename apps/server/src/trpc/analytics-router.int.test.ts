import { dashboardEvents } from '@parley/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('agent tab clicks', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('R-APS-12 R-EVT-5 records every tab click and counts them per tab, most clicked first', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentTabClicks01';
    await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: { title: 'Clicked' },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    const click = (tab: string) =>
      s.trpc('mutation', 'analytics.recordTabClick', { region: 'eu', agentId: id, tab }, owner.cookie);
    for (const tab of ['overview', 'kb', 'overview', 'c/pricing', 'overview', 'c/pricing']) {
      expect((await click(tab)).data).toEqual({ recorded: true });
    }
    const counts = await s.trpc('query', 'analytics.tabClicks', { region: 'eu', agentId: id }, owner.cookie);
    expect(counts.data).toEqual([
      { tab: 'overview', count: 3 },
      { tab: 'c/pricing', count: 2 },
      { tab: 'kb', count: 1 },
    ]);
    const [row] = await s.ctx.dbs.eu.db
      .select()
      .from(dashboardEvents)
      .where(eq(dashboardEvents.agentId, id))
      .limit(1);
    expect(row).toMatchObject({
      workspaceId: owner.workspace.uid,
      kind: 'tab_click',
      payload: { tab: 'overview' },
    });

    const bad = await click('admin');
    expect(bad.error).toMatchObject({ message: 'Unknown tab: admin', data: { code: 'BAD_REQUEST' } });
    const rows = await s.ctx.dbs.eu.db
      .select({ n: count() })
      .from(dashboardEvents)
      .where(eq(dashboardEvents.agentId, id));
    expect(rows[0]?.n).toBe(6);
  });
});

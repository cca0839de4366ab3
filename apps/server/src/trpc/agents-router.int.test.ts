import { AGENT_MESSAGES } from '@parley/messages/agents';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('dashboard agent procedures', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('R-AGC-15 R-AGC-4 convertAgentTemplateToAgent creates an agent from a template for the signed-in owner', async () => {
    const owner = await s.seedWorkspaceOwner();
    const res = await s.trpc<{ agentCreated: { ID: string; enableNodes: boolean; region: string } }>(
      'mutation',
      'agents.convertAgentTemplateToAgent',
      { region: 'eu', agentName: '  Support Bot ', agentTemplate: 'customer-support' },
      owner.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.data.agentCreated).toEqual({
      ID: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      enableNodes: false,
      region: 'eu',
    });
    const got = await s.trpc<{ status: string; agent: Record<string, unknown> }>(
      'query',
      'agents.get',
      { region: 'eu', agentId: res.data.agentCreated.ID },
      owner.cookie,
    );
    expect(got.data.status).toBe('found');
    expect(got.data.agent).toMatchObject({
      title: 'Support Bot',
      ownerID: owner.workspace.uid,
      maxTokensUsage: 0,
    });
    expect((got.data.agent.initMessages as string[])[0]).toMatch(/products and orders/);
  });

  it("R-AGC-7 R-AGC-17 refuses an empty name and a visitor who isn't signed in", async () => {
    const owner = await s.seedWorkspaceOwner();
    const empty = await s.trpc(
      'mutation',
      'agents.convertAgentTemplateToAgent',
      { region: 'eu', agentName: '   ', agentTemplate: 'blank-template' },
      owner.cookie,
    );
    expect(empty.error?.message).toContain(AGENT_MESSAGES.nameRequired);
    const anon = await s.trpc('mutation', 'agents.convertAgentTemplateToAgent', {
      region: 'eu',
      agentName: 'x',
      agentTemplate: 'blank-template',
    });
    expect(anon.error).toMatchObject({ message: AUTH_MESSAGES.notSignedIn, data: { code: 'UNAUTHORIZED' } });
    const list = await s.trpc<unknown[]>('query', 'agents.list', { region: 'eu' }, owner.cookie);
    expect(list.data).toEqual([]);
  });

  it('R-APS-18 lists only my agents in a region, newest-modified first', async () => {
    const owner = await s.seedWorkspaceOwner();
    const other = await s.seedWorkspaceOwner();
    const write = (id: string, secret: string, title: string) =>
      s.app.inject({
        method: 'POST',
        url: `/api/v2/agents/${id}`,
        payload: { title },
        headers: { authorization: `Bearer ${secret}` },
      });
    await write('AgentOrderOld001', owner.workspace.workspaceSecret, 'Old');
    await write('AgentOrderNew001', owner.workspace.workspaceSecret, 'New');
    await write('AgentNotMine0001', other.workspace.workspaceSecret, 'Theirs');
    // Touch the older agent a second later so it becomes the newest-modified.
    await new Promise((r) => setTimeout(r, 1100));
    await write('AgentOrderOld001', owner.workspace.workspaceSecret, 'Old, edited');
    const list = await s.trpc<{ ID: string }[]>('query', 'agents.list', { region: 'eu' }, owner.cookie);
    expect(list.data.map((a) => a.ID)).toEqual(['AgentOrderOld001', 'AgentOrderNew001']);
    expect((await s.trpc<unknown[]>('query', 'agents.list', { region: 'na' }, owner.cookie)).data).toEqual(
      [],
    );
  });

  it('R-APS-15 an agent missing in the current region is found in the other; missing in both is NOT_FOUND', async () => {
    const owner = await s.seedWorkspaceOwner();
    await s.app.inject({
      method: 'POST',
      url: '/api/v2/agents/AgentMoved000001?region=na',
      payload: { title: 'In NA' },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    const moved = await s.trpc(
      'query',
      'agents.get',
      { region: 'eu', agentId: 'AgentMoved000001' },
      owner.cookie,
    );
    expect(moved.data).toEqual({ status: 'moved', region: 'na' });
    const missing = await s.trpc(
      'query',
      'agents.get',
      { region: 'eu', agentId: 'AgentNowhere0001' },
      owner.cookie,
    );
    expect(missing.error?.data.code).toBe('NOT_FOUND');
    const stranger = await s.seedWorkspaceOwner();
    const hidden = await s.trpc(
      'query',
      'agents.get',
      { region: 'na', agentId: 'AgentMoved000001' },
      stranger.cookie,
    );
    expect(hidden.error?.data.code).toBe('NOT_FOUND');
  });
});

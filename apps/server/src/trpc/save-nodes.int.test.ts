import { threeNodeFlow } from '@parley/runtime/flow/flow-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('agents.saveNodes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const create = async (secret: string, id: string, body: object) =>
    s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: body,
      headers: { authorization: `Bearer ${secret}` },
    });

  it('R-AGD-15 replaces the node list, sets enableNodes and keeps the rest of the document', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentNodesSave01';
    await create(owner.workspace.workspaceSecret, id, {
      title: 'Keep me',
      nodes: [
        { id: 'old', type: 'note' },
        { id: 'older', type: 'note' },
      ],
    });
    const res = await s.trpc<{ enableNodes: boolean; nodes: Array<{ id: string }> }>(
      'mutation',
      'agents.saveNodes',
      { region: 'eu', agentId: id, nodes: threeNodeFlow(), enableNodes: true },
      owner.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.data.enableNodes).toBe(true);
    expect(res.data.nodes.map((n) => n.id)).toEqual(['start', 'ask', 'bye', 'memo']);
    const got = await s.trpc<{ agent: Record<string, unknown> }>(
      'query',
      'agents.get',
      { region: 'eu', agentId: id },
      owner.cookie,
    );
    expect(got.data.agent.title).toBe('Keep me');
    expect(got.data.agent.nodes).toEqual(threeNodeFlow());
  });

  it('refuses an invalid flow, a foreign agent and an unknown one, changing nothing', async () => {
    const owner = await s.seedWorkspaceOwner();
    const other = await s.seedWorkspaceOwner();
    const id = 'AgentNodesSave02';
    await create(owner.workspace.workspaceSecret, id, { title: 'Mine' });
    const invalid = await s.trpc(
      'mutation',
      'agents.saveNodes',
      { region: 'eu', agentId: id, nodes: [{ id: 'a', type: 'default', data: { next: 'ghost' } }] },
      owner.cookie,
    );
    expect(invalid.error).toMatchObject({
      message:
        'A flow needs exactly one start node (found 0). Node "a" points at "ghost", which does not exist.',
      data: { code: 'BAD_REQUEST' },
    });
    const foreign = await s.trpc(
      'mutation',
      'agents.saveNodes',
      { region: 'eu', agentId: id, nodes: threeNodeFlow() },
      other.cookie,
    );
    expect(foreign.error?.data).toMatchObject({ code: 'NOT_FOUND' });
    const unknown = await s.trpc(
      'mutation',
      'agents.saveNodes',
      { region: 'eu', agentId: 'AgentNotThere001', nodes: [] },
      owner.cookie,
    );
    expect(unknown.error?.data).toMatchObject({ code: 'NOT_FOUND' });
    const got = await s.trpc<{ agent: Record<string, unknown> }>(
      'query',
      'agents.get',
      { region: 'eu', agentId: id },
      owner.cookie,
    );
    expect(got.data.agent.nodes ?? []).toEqual([]);
  });
});

import { agents } from '@parley/db/schema';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('POST/GET /api/v2/agents/{agentId}', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const post = (id: string, secret: string | undefined, payload: object) =>
    s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload,
      headers: secret ? { authorization: `Bearer ${secret}` } : {},
    });
  const get = (id: string, secret: string) =>
    s.app.inject({
      method: 'GET',
      url: `/api/v2/agents/${id}`,
      headers: { authorization: `Bearer ${secret}` },
    });

  it('R-AGC-14 R-AGC-19 R-AGD-3 creates an agent with its defaults, owned by the bearer workspace', async () => {
    const owner = await s.seedWorkspaceOwner();
    const res = await post('AgentCreate00001', owner.workspace.workspaceSecret, { title: 'Helper' });
    expect(res.statusCode).toBe(200);
    const { data, created, region } = res.json();
    expect(created).toBe(true);
    expect(region).toBe('eu');
    expect(data).toMatchObject({
      ID: 'AgentCreate00001',
      title: 'Helper',
      ownerID: owner.workspace.uid,
      maxTokensUsage: 0,
      internal: { accountCreationConfig: 'v2', websocketServer: 'nodejs' },
      description: 'Your virtual assistant.',
      model: 'gpt-4o',
    });
    expect(data.SECRET_API_KEY).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(data.lastModified).toBe(data.createdAt);
    expect(String(data.lastModified)).toHaveLength(10);
    const [row] = await s.ctx.dbs.eu.db.select().from(agents).where(eq(agents.id, 'AgentCreate00001'));
    expect(JSON.stringify(row)).not.toContain(data.SECRET_API_KEY);
  });

  it('R-VER-14 merge-updates the whole object and reads it back', async () => {
    const owner = await s.seedWorkspaceOwner();
    const secret = owner.workspace.workspaceSecret;
    await post('AgentMerge000001', secret, { title: 'First', vgOptions: { maxChunkSize: 3000 } });
    const res = await post('AgentMerge000001', secret, {
      description: 'Updated',
      vgOptions: { showSources: false },
      custom: { a: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toBe(false);
    const read = await get('AgentMerge000001', secret);
    expect(read.json().data).toMatchObject({
      title: 'First',
      description: 'Updated',
      vgOptions: { maxChunkSize: 3000, showSources: false },
      custom: { a: 1 },
    });
  });

  it("R-VER-16 rejects maxChunkSize under 1000 with the spec's message and keeps the agent as it was", async () => {
    const owner = await s.seedWorkspaceOwner();
    const secret = owner.workspace.workspaceSecret;
    await post('AgentChunk000001', secret, { title: 'Chunky' });
    const res = await post('AgentChunk000001', secret, {
      title: 'Changed',
      vgOptions: { maxChunkSize: 999 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(AGENT_MESSAGES.maxChunkSize);
    expect((await post('AgentChunk000001', secret, { vgOptions: { maxChunkSize: 1000 } })).statusCode).toBe(
      200,
    );
    expect((await get('AgentChunk000001', secret)).json().data.title).toBe('Chunky');
  });

  it("R-APS-4 another workspace's secret gets 403 on write and 404 on read, and changes nothing", async () => {
    const owner = await s.seedWorkspaceOwner();
    const intruder = await s.seedWorkspaceOwner();
    await post('AgentGuarded0001', owner.workspace.workspaceSecret, { title: 'Mine' });
    const write = await post('AgentGuarded0001', intruder.workspace.workspaceSecret, { title: 'Stolen' });
    expect(write.statusCode).toBe(403);
    const read = await get('AgentGuarded0001', intruder.workspace.workspaceSecret);
    expect(read.statusCode).toBe(404);
    expect((await get('AgentGuarded0001', owner.workspace.workspaceSecret)).json().data.title).toBe('Mine');
  });

  it('R-VER-14 the agent SECRET_API_KEY may read and save its own agent only', async () => {
    const owner = await s.seedWorkspaceOwner();
    const created = await post('AgentKeyed000001', owner.workspace.workspaceSecret, { title: 'Keyed' });
    const key = created.json().data.SECRET_API_KEY as string;
    expect((await post('AgentKeyed000001', key, { description: 'via key' })).statusCode).toBe(200);
    expect((await get('AgentKeyed000001', key)).json().data.description).toBe('via key');
    await post('AgentOther000001', owner.workspace.workspaceSecret, { title: 'Other' });
    expect((await post('AgentOther000001', key, { title: 'x' })).statusCode).toBe(403);
    expect((await post('AgentNewByKey001', key, { title: 'x' })).statusCode).toBe(403);
  });

  it('refuses calls without a valid bearer secret', async () => {
    expect((await post('AgentAnon0000001', undefined, { title: 'x' })).statusCode).toBe(401);
    expect((await post('AgentAnon0000001', 'vg_AAAAAAAAAAAAAAAAAAAA', { title: 'x' })).statusCode).toBe(401);
    expect((await post('AgentAnon0000001', 'not-a-secret', { title: 'x' })).statusCode).toBe(401);
  });

  it('R-REG-5 creates in the requested region and finds it from either', async () => {
    const owner = await s.seedWorkspaceOwner();
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v2/agents/AgentInNa0000001?region=na',
      payload: { title: 'Virginia' },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.json().region).toBe('na');
    const read = await get('AgentInNa0000001', owner.workspace.workspaceSecret);
    expect(read.json()).toMatchObject({ region: 'na', data: { title: 'Virginia' } });
    expect(await s.ctx.dbs.eu.db.select().from(agents).where(eq(agents.id, 'AgentInNa0000001'))).toHaveLength(
      0,
    );
  });
});

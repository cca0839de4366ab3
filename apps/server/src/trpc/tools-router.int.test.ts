import { tools } from '@parley/db/schema';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { TOOL_MESSAGES } from '@parley/messages/tools';
import { answerJson, startLocalToolServer } from '@parley/tools/testing/local-tool-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type ToolView = {
  id: string;
  name: string;
  serverUrl: string;
  hasSecret: boolean;
  fields: unknown[];
  userId: string;
};

describe('dashboard tool procedures', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  async function seedOwnerWithAgent(agentId: string) {
    const owner = await s.seedWorkspaceOwner();
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${agentId}`,
      payload: { title: 'With tools' },
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBe(200);
    return owner;
  }
  const weather = {
    name: 'get_weather',
    description: 'Weather for a city',
    serverUrl: 'https://tools.example.com/weather',
    serverUrlSecret: 'super-secret-value',
    fields: [{ in: 'query', key: 'city', type: 'string', required: true, description: 'City name' }],
  };
  const dbRows = (agentId: string) => s.ctx.dbs.eu.db.select().from(tools).where(eq(tools.agentId, agentId));

  it('R-TOOL-1 R-TOOL-3 creates, lists, updates and deletes a tool; the secret is never returned nor readable', async () => {
    const owner = await seedOwnerWithAgent('ToolAgentCrud001');
    const key = { region: 'eu', agentId: 'ToolAgentCrud001' };
    const created = await s.trpc<ToolView>(
      'mutation',
      'tools.create',
      { ...key, tool: weather },
      owner.cookie,
    );
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: 'get_weather', hasSecret: true, userId: owner.workspace.uid });
    expect(created.data.fields).toEqual([
      {
        in: 'query',
        key: 'city',
        type: 'string',
        required: true,
        description: 'City name',
        value: '',
        defaultValue: '',
      },
    ]);
    expect(JSON.stringify(created)).not.toContain('super-secret-value');
    const [row] = await dbRows(key.agentId);
    expect(row?.serverUrlSecretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('super-secret-value');

    // Omitting the secret keeps it; null removes it.
    const kept = await s.trpc<ToolView>(
      'mutation',
      'tools.update',
      {
        ...key,
        toolId: created.data.id,
        tool: { ...weather, serverUrlSecret: undefined, description: 'Now with wind' },
      },
      owner.cookie,
    );
    expect(kept.data).toMatchObject({ description: 'Now with wind', hasSecret: true });
    const list = await s.trpc<ToolView[]>('query', 'tools.list', key, owner.cookie);
    expect(list.data.map((t) => [t.name, t.hasSecret])).toEqual([['get_weather', true]]);
    expect(JSON.stringify(list)).not.toContain('super-secret-value');
    const cleared = await s.trpc<ToolView>(
      'mutation',
      'tools.update',
      { ...key, toolId: created.data.id, tool: { ...weather, serverUrlSecret: null } },
      owner.cookie,
    );
    expect(cleared.data.hasSecret).toBe(false);

    const deleted = await s.trpc(
      'mutation',
      'tools.delete',
      { ...key, toolId: created.data.id },
      owner.cookie,
    );
    expect(deleted.data).toEqual({ deleted: true });
    expect(await dbRows(key.agentId)).toEqual([]);
  });

  it('R-TOOL-2 refuses a missing name or description, an invalid server URL and a name in use, writing nothing', async () => {
    const owner = await seedOwnerWithAgent('ToolAgentValid01');
    const key = { region: 'eu', agentId: 'ToolAgentValid01' };
    const bad = async (tool: object) =>
      (await s.trpc('mutation', 'tools.create', { ...key, tool: { ...weather, ...tool } }, owner.cookie))
        .error;
    expect(await bad({ serverUrl: 'not a url' })).toMatchObject({
      message: 'Server URL must be a valid URL',
      data: { code: 'BAD_REQUEST' },
    });
    expect((await bad({ description: ' ' }))?.message).toBe(TOOL_MESSAGES.descriptionRequired);
    expect((await bad({ name: '' }))?.message).toBe(TOOL_MESSAGES.nameRequired);
    expect(await dbRows(key.agentId)).toEqual([]);
    await s.trpc('mutation', 'tools.create', { ...key, tool: weather }, owner.cookie);
    expect(await bad({})).toMatchObject({
      message: TOOL_MESSAGES.nameTaken('get_weather'),
      data: { code: 'CONFLICT' },
    });
    expect(await dbRows(key.agentId)).toHaveLength(1);
  });

  it("another workspace gets NOT_FOUND for someone else's agent and nothing changes", async () => {
    const owner = await seedOwnerWithAgent('ToolAgentOwned01');
    const stranger = await s.seedWorkspaceOwner();
    const key = { region: 'eu', agentId: 'ToolAgentOwned01' };
    const created = await s.trpc<ToolView>(
      'mutation',
      'tools.create',
      { ...key, tool: weather },
      owner.cookie,
    );
    const before = await dbRows(key.agentId);
    const attempts = [
      await s.trpc('query', 'tools.list', key, stranger.cookie),
      await s.trpc('mutation', 'tools.create', { ...key, tool: weather }, stranger.cookie),
      await s.trpc(
        'mutation',
        'tools.update',
        { ...key, toolId: created.data.id, tool: { ...weather, name: 'hijack' } },
        stranger.cookie,
      ),
      await s.trpc('mutation', 'tools.delete', { ...key, toolId: created.data.id }, stranger.cookie),
      await s.trpc('mutation', 'tools.test', { ...key, toolId: created.data.id }, stranger.cookie),
    ];
    for (const attempt of attempts)
      expect(attempt.error).toMatchObject({ message: AGENT_MESSAGES.notFound, data: { code: 'NOT_FOUND' } });
    expect(await dbRows(key.agentId)).toEqual(before);
    const anon = await s.trpc('query', 'tools.list', key);
    expect(anon.error?.data.code).toBe('UNAUTHORIZED');
  });

  it('R-TOOL-4 the test sends a tool-calls webhook built from the fields, with the bearer secret', async () => {
    const server = await startLocalToolServer(
      answerJson(200, { results: [{ toolCallId: 'x', result: 'sunny' }] }),
    );
    try {
      const owner = await seedOwnerWithAgent('ToolAgentTest001');
      const key = { region: 'eu', agentId: 'ToolAgentTest001' };
      const tool = {
        ...weather,
        serverUrl: `${server.url}/hook`,
        fields: [...weather.fields, { in: 'body', key: 'units', type: 'string', value: 'metric' }],
      };
      const created = await s.trpc<ToolView>('mutation', 'tools.create', { ...key, tool }, owner.cookie);
      const report = await s.trpc<{
        request: { headers: Record<string, string> };
        response: { status: number; body: string };
      }>(
        'mutation',
        'tools.test',
        { ...key, toolId: created.data.id, sampleValues: { city: 'Lyon' } },
        owner.cookie,
      );
      expect(report.data.response).toEqual({
        status: 200,
        body: '{"results":[{"toolCallId":"x","result":"sunny"}]}',
        truncated: false,
      });
      expect(report.data.request.headers.authorization).toBe('Bearer ••••••');
      const got = server.received[0]!;
      expect(got.url).toBe('/hook');
      expect(got.headers.authorization).toBe('Bearer super-secret-value');
      const message = (got.body as { message: Record<string, unknown> }).message;
      expect(message.type).toBe('tool-calls');
      expect(message.toolCallList).toEqual([
        {
          id: `toolcall_test_${created.data.id}`,
          type: 'function',
          function: { name: 'get_weather', arguments: { city: 'Lyon', units: 'metric' } },
        },
      ]);
      expect(message.call).toMatchObject({ id: `call_test_${created.data.id}`, type: 'webCall' });
      expect((message.artifact as { messages: unknown[] }).messages).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it('mirrors the tools over REST with the bearer workspace secret', async () => {
    const owner = await seedOwnerWithAgent('ToolAgentRest001');
    const other = await s.seedWorkspaceOwner();
    const url = '/api/v2/agents/ToolAgentRest001/tools';
    const auth = (secret: string) => ({ authorization: `Bearer ${secret}` });
    const created = await s.app.inject({
      method: 'POST',
      url,
      payload: weather,
      headers: auth(owner.workspace.workspaceSecret),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as string;
    expect(created.json().data).toMatchObject({ name: 'get_weather', hasSecret: true });
    const invalid = await s.app.inject({
      method: 'POST',
      url,
      payload: { ...weather, serverUrl: 'nope' },
      headers: auth(owner.workspace.workspaceSecret),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Server URL must be a valid URL');
    const theirs = await s.app.inject({ method: 'GET', url, headers: auth(other.workspace.workspaceSecret) });
    expect(theirs.statusCode).toBe(404);
    const list = await s.app.inject({ method: 'GET', url, headers: auth(owner.workspace.workspaceSecret) });
    expect(list.json().data.map((t: ToolView) => t.id)).toEqual([id]);
    const removed = await s.app.inject({
      method: 'DELETE',
      url: `${url}/${id}`,
      headers: auth(owner.workspace.workspaceSecret),
    });
    expect(removed.json()).toEqual({ success: true, data: { deleted: true } });
  });
});

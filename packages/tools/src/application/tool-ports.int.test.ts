import type { DataContext } from '@parley/db/context';
import { createTestDataContext } from '@parley/db/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJson, startLocalToolServer } from '../testing/local-tool-server';
import { seedAgentWithTool, seedOwnedAgent } from '../testing/seed-tools';
import { createToolCaller, createToolLister, type ToolLog } from './tool-ports';

const recordingLog = () => {
  const entries: { details: Record<string, unknown>; message: string }[] = [];
  const log: ToolLog = { warn: (details, message) => entries.push({ details, message }) };
  return { log, entries };
};

const bookTable = (serverUrl: string) => ({
  name: 'book_table',
  description: 'Books a table',
  serverUrl: `${serverUrl}/book?src=parley`,
  serverUrlSecret: 'tool-secret-1',
  fields: [
    { in: 'query' as const, key: 'guests', type: 'number' as const, required: true },
    { in: 'body' as const, key: 'vip', type: 'boolean' as const, defaultValue: 'false' },
    { in: 'body' as const, key: 'when', description: 'ISO date' },
    { in: 'header' as const, key: 'X-Shop', value: 'main' },
  ],
});

describe('tool lister and caller against a real HTTP server', () => {
  let ctx: DataContext & { close(): Promise<void> };
  beforeAll(async () => {
    ctx = await createTestDataContext();
  });
  afterAll(() => ctx.close());

  it('R-TOOL-3 R-TOOL-6 POSTs to serverUrl with the bearer secret, fields placed and typed', async () => {
    const server = await startLocalToolServer(answerJson(200, { booked: true, table: 7 }));
    try {
      const { agentId, tool } = await seedAgentWithTool(ctx, bookTable(server.url));
      const specs = await createToolLister(ctx)({ region: 'eu', agentId });
      expect(specs.map((s) => [s.name, Object.keys(s.parameters.properties), s.parameters.required])).toEqual(
        [['book_table', ['guests', 'vip', 'when'], ['guests']]],
      );
      const call = createToolCaller(ctx, { timeoutSeconds: 5 });
      const result = await call({
        region: 'eu',
        agentId,
        toolId: tool.id,
        input: { guests: '4', vip: 'true', when: '2026-01-01' },
      });
      expect(result).toEqual({ ok: true, result: { booked: true, table: 7 } });
      const got = server.received[0]!;
      expect(got.method).toBe('POST');
      expect(got.url).toBe('/book?src=parley&guests=4');
      expect(got.headers.authorization).toBe('Bearer tool-secret-1');
      expect(got.headers['x-shop']).toBe('main');
      expect(got.body).toEqual({ vip: true, when: '2026-01-01' });
    } finally {
      await server.close();
    }
  });

  it('R-TOOL-5 a server that never answers gives {ok:false} within the timeout, never a hung turn', async () => {
    const server = await startLocalToolServer(() => {
      // never answers
    });
    try {
      const { agentId, tool } = await seedAgentWithTool(ctx, bookTable(server.url));
      const { log, entries } = recordingLog();
      const started = Date.now();
      const result = await createToolCaller(ctx, { timeoutSeconds: 1, log })({
        region: 'eu',
        agentId,
        toolId: tool.id,
        input: { guests: 2 },
      });
      const elapsed = Date.now() - started;
      expect(result).toEqual({ ok: false, error: 'Tool book_table timed out after 1 s' });
      expect(elapsed).toBeGreaterThanOrEqual(950);
      expect(elapsed).toBeLessThan(2500);
      expect(entries[0]).toMatchObject({
        message: 'Tool book_table timed out after 1 s',
        details: { reason: 'timeout' },
      });
    } finally {
      await server.close();
    }
  });

  it("honours the caller's signal", async () => {
    const server = await startLocalToolServer(() => {});
    try {
      const { agentId, tool } = await seedAgentWithTool(ctx, bookTable(server.url));
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const started = Date.now();
      const result = await createToolCaller(ctx, { timeoutSeconds: 10 })({
        region: 'eu',
        agentId,
        toolId: tool.id,
        input: { guests: 2 },
        signal: controller.signal,
      });
      expect(result).toEqual({ ok: false, error: 'Tool book_table was cancelled' });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await server.close();
    }
  });

  it('reports a non-2xx answer with its status, and an oversized answer', async () => {
    const failing = await startLocalToolServer(answerJson(503, { error: 'down' }));
    const huge = await startLocalToolServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('x'.repeat(200_000));
    });
    try {
      const a = await seedAgentWithTool(ctx, bookTable(failing.url));
      const b = await seedAgentWithTool(ctx, bookTable(huge.url));
      const call = createToolCaller(ctx, { timeoutSeconds: 5, log: recordingLog().log });
      expect(
        await call({ region: 'eu', agentId: a.agentId, toolId: a.tool.id, input: { guests: 1 } }),
      ).toEqual({
        ok: false,
        error: 'Tool book_table answered with HTTP 503: {"error":"down"}',
      });
      expect(
        await call({ region: 'eu', agentId: b.agentId, toolId: b.tool.id, input: { guests: 1 } }),
      ).toEqual({
        ok: false,
        error: 'Tool book_table answered with more than 65536 bytes',
      });
    } finally {
      await failing.close();
      await huge.close();
    }
  });

  it('R-TOOL-6 a missing tool, a refused connection or a bad argument is only logged and answered as an error', async () => {
    const server = await startLocalToolServer(answerJson(200, {}));
    const deadUrl = server.url;
    await server.close();
    const { agentId, tool } = await seedAgentWithTool(ctx, bookTable(deadUrl));
    const { log, entries } = recordingLog();
    const call = createToolCaller(ctx, { timeoutSeconds: 2, log });
    expect(await call({ region: 'eu', agentId, toolId: 'nope', input: {} })).toEqual({
      ok: false,
      error: 'Tool not found for this agent.',
    });
    expect(entries[0]?.details).toMatchObject({
      event: 'toolCallFailed',
      agentId,
      toolId: 'nope',
      reason: 'missing tool',
    });
    expect(await call({ region: 'eu', agentId, toolId: tool.id, input: { guests: 1 } })).toEqual({
      ok: false,
      error: 'Tool book_table could not be reached: ECONNREFUSED',
    });
    expect(await call({ region: 'eu', agentId, toolId: tool.id, input: {} })).toEqual({
      ok: false,
      error: 'Tool book_table: missing required parameter "guests"',
    });
    expect(entries).toHaveLength(3);
    const other = await seedOwnedAgent(ctx);
    expect(await createToolLister(ctx)({ region: 'eu', agentId: other.agentId })).toEqual([]);
  });
});

import { testDatabaseKind } from '@parley/db/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('GET /api/health', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it("reports each region's database", async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    for (const region of ['eu', 'na']) {
      expect(body.regions[region]).toMatchObject({ ok: true, kind: testDatabaseKind() });
      // pgvector is loaded in PGlite; Debian's PostgreSQL has none.
      expect(body.regions[region].vector).toBe(testDatabaseKind() === 'pglite');
    }
  });

  it('reports a broken database as degraded with 503', async () => {
    await s.ctx.dbs.na.close();
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      regions: { eu: { ok: true }, na: { ok: false } },
    });
  });
});

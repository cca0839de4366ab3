import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCookie, seedClientWithAgent } from '../testing/seed-clients';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('GET /api/fb?doc_id=clients/{id}', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const read = (clientId: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url: `/api/fb?doc_id=clients/${clientId}`, headers });

  it('R-CLA-20 returns the name to the agency, the client and its colleagues; to nobody else', async () => {
    const a = await seedClientWithAgent(s);
    const colleague = await seedClientWithAgent(s, { owner: a.owner });
    const stranger = await seedClientWithAgent(s);
    const id = a.client.ID;

    expect((await read(id, { cookie: a.owner.cookie })).json()).toEqual({ name: 'Grace' });
    expect(
      (await read(id, { authorization: `Bearer ${a.owner.workspace.workspaceSecret}` })).statusCode,
    ).toBe(200);
    expect((await read(id, { cookie: await clientCookie(s, a.email) })).statusCode).toBe(200);
    // Another organisation of the same agency is not a colleague.
    expect((await read(id, { cookie: await clientCookie(s, colleague.email) })).statusCode).toBe(404);
    expect((await read(id, { cookie: await clientCookie(s, stranger.email) })).statusCode).toBe(404);
    expect((await read(id, { cookie: stranger.owner.cookie })).statusCode).toBe(404);
    expect((await read(id)).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'GET', url: '/api/fb?doc_id=users/abc' })).statusCode).toBe(400);
  });
});

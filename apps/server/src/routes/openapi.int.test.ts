import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('OpenAPI document', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('is generated from the zod schemas of the public calls', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-up',
        '/api/auth/sign-in',
        '/api/auth/sign-out',
        '/api/v2/agents/{agentId}',
        '/api/agents/{agentId}/interact/{userId}',
        '/api/agents/{agentId}/widget-config',
        '/api/health',
      ]),
    );
    const signUp = doc.paths['/api/auth/sign-up'].post.requestBody.content['application/json'].schema;
    expect(signUp.required).toEqual(['email', 'password', 'displayName']);
  });

  it('answers unknown API paths with a problem+json 404', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('system.runtime', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it('labels the built-in offline responder when no language model is configured', async () => {
    const s = await startTestServer();
    servers.push(s);
    const owner = await s.seedWorkspaceOwner();
    const res = await s.trpc('query', 'system.runtime', undefined, owner.cookie);
    expect(res.data).toEqual({
      responder: 'built-in',
      llmHost: null,
      modelOverride: null,
      embeddings: false,
    });
    expect((await s.trpc('query', 'system.runtime', undefined)).error?.data.code).toBe('UNAUTHORIZED');
  });

  it('names the model endpoint host, never its key', async () => {
    const s = await startTestServer({
      env: {
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
        OPENAI_API_KEY: 'sk-secret-value',
        EMBEDDINGS_MODEL: 'embed-1',
      },
    });
    servers.push(s);
    const owner = await s.seedWorkspaceOwner();
    const res = await s.trpc('query', 'system.runtime', undefined, owner.cookie);
    expect(res.data).toEqual({
      responder: 'llm',
      llmHost: '127.0.0.1:9',
      modelOverride: null,
      embeddings: true,
    });
    expect(JSON.stringify(res.data)).not.toContain('sk-secret');
  });
});

import { readEnv } from '@parley/config/env';
import { createTestDataContext } from '@parley/db/testing/test-databases';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infrastructure/search-chunks';
import { startEmbeddingsServer } from '../testing/local-embeddings-server';
import { seedAgentWithKnowledge } from '../testing/seed-knowledge';
import { knowledgeOptionsFromEnv } from './knowledge-options';
import { createKnowledgeService, type KnowledgeService } from './knowledge-service';
import { getKbDocument } from './read-documents';

describe('embeddings (pgvector where the database has it)', () => {
  let ctx: Awaited<ReturnType<typeof createTestDataContext>>;
  let server: Awaited<ReturnType<typeof startEmbeddingsServer>>;
  let kb: KnowledgeService;
  let hasVector = false;
  beforeAll(async () => {
    ctx = await createTestDataContext();
    hasVector = await ctx.dbs.eu.hasVector();
    server = await startEmbeddingsServer();
    const env = readEnv({
      NODE_ENV: 'test',
      OPENAI_BASE_URL: server.baseURL,
      EMBEDDINGS_MODEL: 'test-embed-1536',
    });
    kb = createKnowledgeService(ctx, knowledgeOptionsFromEnv(env, { allowPrivateNetwork: true }));
  });
  afterAll(async () => {
    await server.close();
    await ctx.close();
  });

  it('R-KB-4 stores 1536-dim embeddings and lets the vector ranking contribute', async () => {
    const agent = await seedAgentWithKnowledge(kb, [
      { name: 'Bikes', content: 'Our bicycles come with a lifetime frame guarantee.' },
      { name: 'Scooters', content: 'Electric scooters are sold with a two year battery guarantee.' },
    ]);
    const target = { ...agent, principal: agent.owner };
    const bikes = await getKbDocument(ctx, target, agent.ids[0] as string);
    expect(bikes.status).toBe('SUCCESS');
    if (!hasVector) {
      // Real PostgreSQL without pgvector: full text only, no embedding requests.
      expect(server.requests).toEqual([]);
      expect(bikes.dimensions).toBeNull();
      return;
    }
    expect(bikes.dimensions).toBe(1536);
    expect(server.requests[0]?.model).toBe('test-embed-1536');
    const stored = rowsOf<{ n: number; dims: number }>(
      await ctx.dbs.eu.db.execute(
        sql`select count(*)::int as n, max(vector_dims(embedding))::int as dims from kb_embeddings where agent_id = ${agent.agentId}`,
      ),
    );
    expect(stored[0]).toEqual({ n: 2, dims: 1536 });

    // Full text finds only the bike chunk; the vector ranking returns both (bikes closer).
    const passages = await kb.retrieve({
      region: 'eu',
      agentId: agent.agentId,
      query: 'our bicycles frame',
      limit: 2,
    });
    expect(passages.map((p) => p.docName)).toEqual(['Bikes', 'Scooters']);
    // The scooter chunk shares no word with the query: only the vector ranking can have returned it.
    expect(passages[1]?.score).toBeCloseTo(1 / 62, 10);
    expect(passages[0]?.score).toBeCloseTo(1 / 61 + 1 / 61, 10);
  });
});

describe('retrieval with an unreachable embedding provider', () => {
  it('falls back to full text', async () => {
    const ctx = await createTestDataContext();
    const server = await startEmbeddingsServer();
    try {
      const env = readEnv({
        NODE_ENV: 'test',
        OPENAI_BASE_URL: server.baseURL,
        EMBEDDINGS_MODEL: 'test-embed-1536',
      });
      const kb = createKnowledgeService(ctx, knowledgeOptionsFromEnv(env));
      const agent = await seedAgentWithKnowledge(kb, [
        { name: 'Hours', content: 'We open at nine on Sundays.' },
      ]);
      await server.close();
      const passages = await kb.retrieve({
        region: 'eu',
        agentId: agent.agentId,
        query: 'sundays',
        limit: 3,
      });
      expect(passages.map((p) => p.docName)).toEqual(['Hours']);
    } finally {
      await ctx.close();
    }
  });
});

// GET /api/health: each region's database, for load balancers and operators.
import { REGIONS } from '@parley/kernel/regions';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../platform/deps';

export function healthRoutes(app: FastifyInstance, deps: ServerDeps) {
  app.get('/api/health', { logLevel: 'warn', schema: { tags: ['ops'] } }, async (_request, reply) => {
    const regions = Object.fromEntries(
      await Promise.all(
        REGIONS.map(async (region) => {
          const database = deps.ctx.dbs[region];
          const started = performance.now();
          try {
            await database.ping();
            const vector = await database.hasVector();
            return [
              region,
              { ok: true, kind: database.kind, vector, latencyMs: Math.round(performance.now() - started) },
            ];
          } catch {
            return [region, { ok: false, kind: database.kind }];
          }
        }),
      ),
    );
    const ok = Object.values(regions).every((r) => (r as { ok: boolean }).ok);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', regions });
  });
}

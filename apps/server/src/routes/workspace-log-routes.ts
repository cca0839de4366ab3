// POST /api/workspace/{userId}/logs (R-EVT-1). The spec sends it without credentials: then it must
// name an agent of that workspace, is rate-limited, and never e-mails (docs/spec-deviations.md).
import { ZWorkspaceLogInput } from '@parley/contract/events';
import { agents } from '@parley/db/schema';
import { appendWorkspaceLog, type LogCaller } from '@parley/events/application/workspace-log';
import { AppError } from '@parley/kernel/errors';
import { EVENT_MESSAGES } from '@parley/messages/events';
import type { Principal } from '@parley/workspaces/domain/principal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { principalOf } from '../platform/principal';
import { createRateLimiter } from '../platform/rate-limit';

const METADATA_MAX_BYTES = 4096;

/** Is this principal the workspace (or one of its agents' keys)? */
async function actsFor(deps: ServerDeps, principal: Principal, userId: string): Promise<boolean> {
  if (principal.kind !== 'agent-secret') return principal.workspaceUid === userId;
  const [row] = await deps.ctx.dbs[principal.region].db
    .select({ ownerID: agents.ownerID })
    .from(agents)
    .where(eq(agents.id, principal.agentId))
    .limit(1);
  return row?.ownerID === userId;
}

export function workspaceLogRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const anonymousLimit = createRateLimiter({ limit: 30, windowMs: 60_000 });
  app.post(
    '/api/workspace/:userId/logs',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['workspace'],
        params: z.object({ userId: z.string().min(1).max(128) }),
        body: ZWorkspaceLogInput,
        response: { 200: z.object({ success: z.literal(true), id: z.number() }) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (request.body.userId !== userId) throw new AppError('BAD_REQUEST', 'userId must match the path.');
      if (JSON.stringify(request.body.metadata ?? {}).length > METADATA_MAX_BYTES) {
        throw new AppError('BAD_REQUEST', EVENT_MESSAGES.logMetadataTooLarge);
      }
      const principal = await principalOf(deps.ctx, request);
      if (request.headers.authorization && !principal)
        throw new AppError('UNAUTHORIZED', 'Invalid or missing API key.');
      let caller: LogCaller = { authenticated: false };
      if (principal) {
        if (!(await actsFor(deps, principal, userId)))
          throw new AppError('FORBIDDEN', EVENT_MESSAGES.logOtherWorkspace);
        caller = { authenticated: true };
      } else if (!anonymousLimit.take(`${request.ip}:${userId}`)) {
        throw new AppError('TOO_MANY_REQUESTS', EVENT_MESSAGES.logRateLimited);
      }
      return appendWorkspaceLog(deps, caller, request.body);
    },
  );
}

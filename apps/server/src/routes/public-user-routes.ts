// Sign-up helpers over REST: the caller's geo (R-ONB-6), the workspace's own data (R-ONB-9), and
// one-time custom sign-in tokens (R-ONB-5).
import { ZAuthResult } from '@parley/contract/auth';
import { ZCustomToken, ZGeoResult, ZPublicUser, ZTokenToUserInput } from '@parley/contract/events';
import { createCustomSignInToken, tokenToUser } from '@parley/onboarding/application/custom-sign-in';
import { getPublicUser } from '@parley/onboarding/application/public-user';
import { startSession } from '@parley/workspaces/application/sessions';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '@parley/workspaces/domain/session-policy';
import { findAccountById, findWorkspace } from '@parley/workspaces/infrastructure/workspace-repo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { requirePrincipal } from '../platform/principal';
import { geoLookupOf } from '../platform/sign-up-extras';

export function publicUserRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const secure = deps.env.COOKIE_SECURE ?? deps.publicUrl.startsWith('https://');

  app.get(
    '/api/utils/ip',
    {
      schema: {
        tags: ['utils'],
        querystring: z.object({ timezone: z.string().max(64).optional() }),
        response: { 200: ZGeoResult },
      },
    },
    async (request) =>
      geoLookupOf(deps)({ ip: request.ip, headers: request.headers, timezone: request.query.timezone }),
  );

  app.get(
    '/api/public/users/:userId',
    {
      schema: {
        tags: ['workspace'],
        security: [{ bearer: [] }],
        params: z.object({ userId: z.string().min(1).max(128) }),
        querystring: z.object({ agencyId: z.string().min(1).max(128).optional() }),
        response: { 200: ZPublicUser },
      },
    },
    async (request) =>
      getPublicUser(deps.ctx, await requirePrincipal(deps.ctx, request), {
        userId: request.params.userId,
        agencyId: request.query.agencyId,
      }),
  );

  app.post(
    '/api/auth/custom-token',
    { schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: ZCustomToken } } },
    async (request) => {
      const issued = await createCustomSignInToken(deps.ctx, await requirePrincipal(deps.ctx, request));
      return { ...issued, url: `${deps.publicUrl}/auth/token?token=${encodeURIComponent(issued.token)}` };
    },
  );

  app.post(
    '/api/auth/token-to-user',
    { schema: { tags: ['auth'], body: ZTokenToUserInput, response: { 200: ZAuthResult } } },
    async (request, reply) => {
      const { accountId, region } = await tokenToUser(deps.ctx, request.body);
      const { db } = deps.ctx.dbs[region];
      const [account, workspace] = await Promise.all([
        findAccountById(db, accountId),
        findWorkspace(db, accountId),
      ]);
      if (!account || !workspace) throw new Error('account vanished during sign-in');
      const { cookieValue } = await startSession(deps.ctx, {
        accountId,
        region,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, cookieValue, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: SESSION_LIFETIME_MS / 1000,
      });
      return {
        user: { uid: account.id, email: account.email, displayName: account.displayName },
        workspace: {
          uid: workspace.uid,
          workspaceSecret: deps.ctx.keyring.open(workspace.workspaceSecretSealed),
          workspaceName: workspace.workspaceName,
          region,
        },
      };
    },
  );
}

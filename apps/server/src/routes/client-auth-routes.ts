// POST /api/auth/client/sign-in | sign-out: client users' password sign-in (R-CLA-7..13).
import { ZRegion } from '@parley/contract/auth';
import { ZClientUser } from '@parley/contract/organisations';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { signOutClient } from '@parley/organisations/application/client-sessions';
import { signInClient } from '@parley/organisations/application/sign-in-client';
import { CLIENT_SESSION_COOKIE } from '@parley/organisations/domain/client-principal';
import { SESSION_LIFETIME_MS } from '@parley/workspaces/domain/session-policy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';

// Both optional so a missing field gets the spec message from the use case, not a schema error.
const ZClientSignInInput = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1000).optional(),
});

const ZClientSignInResult = z.object({
  client: ZClientUser,
  region: ZRegion,
  blocked: z.object({ reason: z.enum(['accessDisabled', 'noAgents']), message: z.string() }).nullable(),
});

export function clientAuthRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const secure = deps.env.COOKIE_SECURE ?? deps.publicUrl.startsWith('https://');
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  const tags = ['auth'];

  app.post(
    '/api/auth/client/sign-in',
    { schema: { tags, body: ZClientSignInInput, response: { 200: ZClientSignInResult } } },
    async (request, reply) => {
      const { token, client, region, blocked } = await signInClient(deps.ctx, {
        ...request.body,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(CLIENT_SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_LIFETIME_MS / 1000 });
      return { client, region, blocked };
    },
  );

  app.post(
    '/api/auth/client/sign-out',
    { schema: { tags, response: { 200: z.object({ success: z.literal(true), message: z.string() }) } } },
    async (request, reply) => {
      await signOutClient(deps.ctx, request.cookies[CLIENT_SESSION_COOKIE]);
      reply.clearCookie(CLIENT_SESSION_COOKIE, cookieOptions);
      return { success: true as const, message: CLIENT_AUTH_MESSAGES.signedOut };
    },
  );
}

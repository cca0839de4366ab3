// POST /api/auth/sign-up | sign-in | sign-out: the contract outside tests rely on.
import { ZAuthResult, ZSignInInput, ZSignUpInput } from '@parley/contract/auth';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { endSession, startSession } from '@parley/workspaces/application/sessions';
import { signIn } from '@parley/workspaces/application/sign-in';
import { type SignedUp, signUp } from '@parley/workspaces/application/sign-up';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '@parley/workspaces/domain/session-policy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { afterSignUp, prepareSignUp } from '../platform/sign-up-extras';

export function authRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const secure = deps.env.COOKIE_SECURE ?? deps.publicUrl.startsWith('https://');

  async function openSession(request: FastifyRequest, reply: FastifyReply, who: SignedUp) {
    const { cookieValue } = await startSession(deps.ctx, {
      accountId: who.accountId,
      region: who.region,
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
      user: { uid: who.accountId, email: who.email, displayName: who.displayName },
      workspace: { ...who.workspace, region: who.region },
    };
  }

  const tags = ['auth'];
  app.post(
    '/api/auth/sign-up',
    { schema: { tags, body: ZSignUpInput, response: { 200: ZAuthResult } } },
    async (request, reply) => {
      const { email, password, displayName, region = 'eu' } = request.body;
      const extras = await prepareSignUp(deps, request, request.body);
      const who = await signUp(deps.ctx, { email, password, displayName, region, initial: extras.initial });
      await afterSignUp(deps, request.log, who, extras.context);
      return openSession(request, reply, who);
    },
  );

  app.post(
    '/api/auth/sign-in',
    { schema: { tags, body: ZSignInInput, response: { 200: ZAuthResult } } },
    async (request, reply) => openSession(request, reply, await signIn(deps.ctx, request.body)),
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { tags, response: { 200: z.object({ success: z.literal(true), message: z.string() }) } } },
    async (request, reply) => {
      await endSession(deps.ctx, request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      return { success: true as const, message: AUTH_MESSAGES.signedOut };
    },
  );
}

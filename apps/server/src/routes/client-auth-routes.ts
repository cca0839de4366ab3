// Client users' sign-in (R-CLA-*): password or e-mailed code (ssoClient), one-tap link
// (validateClientLoginToken), the agency owner's admin magic link, and sign-out. Sessions live in
// the client_token cookie, apart from the workspace cookie.
import { ZClientSessionView } from '@parley/contract/organisations';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { signOutClient } from '@parley/organisations/application/client-sessions';
import { requestLoginCode, signInWithCode } from '@parley/organisations/application/login-codes';
import { signInWithLink } from '@parley/organisations/application/login-links';
import { signInAgencyAdmin } from '@parley/organisations/application/sign-in-agency-admin';
import { signInClient } from '@parley/organisations/application/sign-in-client';
import { CLIENT_SESSION_COOKIE } from '@parley/organisations/domain/client-principal';
import { SESSION_LIFETIME_MS } from '@parley/workspaces/domain/session-policy';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';

// Optional fields so a missing one gets the spec message from the use case, not a schema error.
const ZClientSignInInput = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1000).optional(),
  /** The e-mailed login code (R-CLA-3); when present the password is not used. */
  code: z.string().max(20).optional(),
});

export function clientAuthRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const secure = deps.env.COOKIE_SECURE ?? deps.publicUrl.startsWith('https://');
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  const tags = ['auth'];
  const response = { 200: ZClientSessionView };

  function withSession<T extends { token: string }>(reply: FastifyReply, started: T): Omit<T, 'token'> {
    const { token, ...view } = started;
    reply.setCookie(CLIENT_SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_LIFETIME_MS / 1000 });
    return view;
  }

  app.post(
    '/api/auth/client/sign-in',
    { schema: { tags, body: ZClientSignInInput, response } },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const { code, ...rest } = request.body;
      const started =
        code !== undefined
          ? await signInWithCode(deps.ctx, { email: rest.email, code, userAgent })
          : await signInClient(deps.ctx, { ...rest, userAgent });
      return withSession(reply, started);
    },
  );

  app.post(
    '/api/auth/client/login-code',
    {
      schema: {
        tags,
        description: 'E-mails a one-time login code (R-CLA-3, the spec’s ssoClient without a code).',
        body: z.object({ email: z.string().max(320).optional() }),
        response: { 200: z.object({ sent: z.literal(true), message: z.string() }) },
      },
    },
    (request) => requestLoginCode(deps.ctx, deps.mailer, request.body),
  );

  app.post(
    '/api/auth/client/token',
    {
      schema: {
        tags,
        description: 'One-tap sign-in: validates a link token once (validateClientLoginToken, R-CLA-6).',
        body: z.object({ token: z.string().max(200) }),
        response,
      },
    },
    async (request, reply) =>
      withSession(
        reply,
        await signInWithLink(deps.ctx, {
          token: request.body.token,
          userAgent: request.headers['user-agent'],
        }),
      ),
  );

  app.post(
    '/api/auth/client/admin',
    {
      schema: {
        tags,
        description:
          'The agency owner’s admin magic link: the agency secret opens an admin session (R-CLA-14).',
        body: z.object({ secret: z.string().max(200) }),
        response,
      },
    },
    async (request, reply) =>
      withSession(
        reply,
        await signInAgencyAdmin(deps.ctx, {
          secret: request.body.secret,
          userAgent: request.headers['user-agent'],
        }),
      ),
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

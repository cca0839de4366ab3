// Resolves who is calling: the session cookie, or a bearer secret; client users separately.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { resolveClientSession } from '@parley/organisations/application/client-sessions';
import { CLIENT_SESSION_COOKIE, type ClientPrincipal } from '@parley/organisations/domain/client-principal';
import { resolveBearer } from '@parley/workspaces/application/resolve-bearer';
import { resolveSession } from '@parley/workspaces/application/sessions';
import type { Principal } from '@parley/workspaces/domain/principal';
import { SESSION_COOKIE } from '@parley/workspaces/domain/session-policy';
import type { FastifyRequest } from 'fastify';

export async function principalOf(ctx: DataContext, request: FastifyRequest): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (header) return resolveBearer(ctx, header);
  return resolveSession(ctx, request.cookies[SESSION_COOKIE]);
}

export async function requirePrincipal(ctx: DataContext, request: FastifyRequest): Promise<Principal> {
  const principal = await principalOf(ctx, request);
  if (!principal) {
    throw new AppError(
      'UNAUTHORIZED',
      request.headers.authorization ? AUTH_MESSAGES.badBearer : AUTH_MESSAGES.notSignedIn,
    );
  }
  return principal;
}

/** A client user from the client_token cookie only; bearer headers and workspace cookies never count. */
export function clientPrincipalOf(
  ctx: DataContext,
  request: FastifyRequest,
): Promise<ClientPrincipal | null> {
  return resolveClientSession(ctx, request.cookies[CLIENT_SESSION_COOKIE]);
}

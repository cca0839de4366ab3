// Resolves who is calling: the session cookie, or a bearer secret; client users separately.
import { type AgentActor, type AgentSections, canManageAgent } from '@parley/agents/application/agent-access';
import { locateAgent } from '@parley/agents/application/locate-agent';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
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

/**
 * A bearer caller only (R-WKS-15): the workspace's REST calls take its secret (or an agent key, which
 * they refuse); a dashboard cookie is not enough, so a cookie can never delete a workspace by REST.
 */
export async function requireBearer(ctx: DataContext, request: FastifyRequest): Promise<Principal> {
  if (!request.headers.authorization) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.badBearer);
  return requirePrincipal(ctx, request);
}

/** A client user from the client_token cookie only; bearer headers and workspace cookies never count. */
export function clientPrincipalOf(
  ctx: DataContext,
  request: FastifyRequest,
): Promise<ClientPrincipal | null> {
  return resolveClientSession(ctx, request.cookies[CLIENT_SESSION_COOKIE]);
}

/**
 * The caller of an agent's REST call: a bearer or the workspace session first; else the client cookie
 * when the agent's rules admit the client for these sections (R-APS-5). Refused callers are the
 * workspace principal's (or the sign-in) error.
 */
export async function requireAgentActor(
  ctx: DataContext,
  request: FastifyRequest,
  ref: { agentId: string; region?: Region },
  sections: AgentSections,
): Promise<AgentActor> {
  const principal = await principalOf(ctx, request);
  if (principal && request.headers.authorization) return principal;
  const client = await clientPrincipalOf(ctx, request);
  if (client && !client.blocked) {
    const located = await locateAgent(ctx, ref.agentId, ref.region);
    const agent = located && { id: located.row.id, ownerID: located.row.ownerID };
    if (agent && !(principal && canManageAgent(principal, agent)) && canManageAgent(client, agent, sections))
      return client;
  }
  return principal ?? requirePrincipal(ctx, request);
}

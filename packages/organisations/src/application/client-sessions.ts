// Client sessions behind the client_token cookie: resolve (R-CLA-18), describe, sign out.
import type { DataContext } from '@parley/db/context';
import { decodeSessionCookie, digestToken } from '@parley/workspaces/domain/session-policy';
import type { ClientPrincipal } from '../domain/client-principal';
import { findClientOfOrg } from '../infrastructure/client-repo';
import { deleteClientSession, findClientSession } from '../infrastructure/client-session-repo';
import { findOrganisation } from '../infrastructure/org-repo';
import { type ClientSessionView, toClientPrincipal, toClientSessionView } from './client-session-view';

/** Null when the cookie is malformed or unknown, the session expired, the client is gone, or the
 * password changed after the session was created (R-CLA-18: that session is deleted). */
export async function resolveClientSession(
  ctx: DataContext,
  token: string | undefined,
): Promise<ClientPrincipal | null> {
  const decoded = decodeSessionCookie(token);
  if (!decoded) return null;
  const { db } = ctx.dbs[decoded.region];
  const digest = digestToken(decoded.token);
  const found = await findClientSession(db, digest);
  if (!found) return null;
  const { session, client, org } = found;
  if (session.expiresAt <= Date.now()) return null;
  if (session.createdAt < client.passwordChangedAt) {
    await deleteClientSession(db, digest);
    return null;
  }
  return toClientPrincipal(client, org, decoded.region);
}

/** The signed-in client's public fields and whether the blocking modal shows (R-CLA-11..13). */
export async function describeClientSession(
  ctx: DataContext,
  principal: ClientPrincipal,
): Promise<ClientSessionView | null> {
  const { db } = ctx.dbs[principal.region];
  const [client, org] = await Promise.all([
    findClientOfOrg(db, principal.orgId, principal.clientId),
    findOrganisation(db, principal.orgId),
  ]);
  return client && org ? toClientSessionView(client, org, principal.region) : null;
}

export async function signOutClient(ctx: DataContext, token: string | undefined): Promise<void> {
  const decoded = decodeSessionCookie(token);
  if (decoded) await deleteClientSession(ctx.dbs[decoded.region].db, digestToken(decoded.token));
}

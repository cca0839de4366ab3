// Client sessions behind the client_token cookie: start, resolve (R-CLA-18), describe, sign out.
import { toPublicAgency } from '@parley/agencies/application/agency-document';
import { findAgency } from '@parley/agencies/infrastructure/agency-repo';
import type { DataContext } from '@parley/db/context';
import { newSessionToken } from '@parley/kernel/ids';
import type { Region } from '@parley/kernel/regions';
import {
  decodeSessionCookie,
  digestToken,
  encodeSessionCookie,
  SESSION_LIFETIME_MS,
} from '@parley/workspaces/domain/session-policy';
import type { ClientPrincipal } from '../domain/client-principal';
import { findClientOfOrg } from '../infrastructure/client-repo';
import {
  deleteClientSession,
  findClientSession,
  insertClientSession,
  listAgentIdsOfOwner,
} from '../infrastructure/client-session-repo';
import type { Db } from '../infrastructure/org-repo';
import { findOrganisation } from '../infrastructure/org-repo';
import {
  type ClientSessionView,
  toAdminPrincipal,
  toAdminSessionView,
  toClientPrincipal,
  toClientSessionView,
} from './client-session-view';

export interface StartedClientSession {
  /** The cookie value (`region.token`); only its digest is stored. */
  token: string;
  expiresAt: number;
}

export async function startClientSession(
  db: Db,
  region: Region,
  who: { clientId: string } | { agencyId: string },
  userAgent?: string,
): Promise<StartedClientSession> {
  const token = newSessionToken();
  const now = Date.now();
  const expiresAt = now + SESSION_LIFETIME_MS;
  await insertClientSession(db, {
    tokenDigest: digestToken(token),
    ...('clientId' in who ? { clientId: who.clientId } : { agencyId: who.agencyId, isAdmin: true }),
    createdAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300),
  });
  return { token: encodeSessionCookie(region, token), expiresAt };
}

/**
 * Null when the cookie is malformed or unknown, the session expired, the client is gone, the
 * password changed after the session began (R-CLA-18), or — for an agency admin session — the agency
 * secret was regenerated after it began. Void sessions are deleted.
 */
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

  if (session.isAdmin && session.agencyId) {
    const agency = await findAgency(db, session.agencyId);
    if (!agency || session.createdAt < agency.secretRotatedAt) {
      await deleteClientSession(db, digest);
      return null;
    }
    return toAdminPrincipal({
      agencyId: agency.id,
      agencyName: agency.name,
      region: decoded.region,
      agentIds: await listAgentIdsOfOwner(db, agency.id),
    });
  }
  if (!client || !org) return null;
  if (session.createdAt < client.passwordChangedAt) {
    await deleteClientSession(db, digest);
    return null;
  }
  return toClientPrincipal(client, org, decoded.region);
}

/** The signed-in client's public fields, organisation, agency and whether the blocking modal shows. */
export async function describeClientSession(
  ctx: DataContext,
  principal: ClientPrincipal,
): Promise<ClientSessionView | null> {
  const { db } = ctx.dbs[principal.region];
  const agencyRow = await findAgency(db, principal.agencyUid);
  const agency = agencyRow ? toPublicAgency(agencyRow, principal.region) : null;
  if (principal.isAdmin) return agency ? toAdminSessionView(principal, agency) : null;
  const [client, org] = await Promise.all([
    findClientOfOrg(db, principal.orgId, principal.clientId),
    findOrganisation(db, principal.orgId),
  ]);
  return client && org ? toClientSessionView(client, org, principal.region, agency) : null;
}

export async function signOutClient(ctx: DataContext, token: string | undefined): Promise<void> {
  const decoded = decodeSessionCookie(token);
  if (decoded) await deleteClientSession(ctx.dbs[decoded.region].db, digestToken(decoded.token));
}

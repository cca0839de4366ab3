// What any signed-in client may do for itself (R-CSH-4, R-CSH-7, R-CSH-8, R-CSH-13): toggle its
// online status, edit its own account, list its agents. An agency admin session has no account row.

import type { TClientUser } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import { agents } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { unixSeconds } from '@parley/kernel/time';
import { isMailAddress } from '@parley/mail/domain/mail';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import { and, eq, inArray } from 'drizzle-orm';
import type { ClientPrincipal } from '../domain/client-principal';
import { findClientOfOrg, updateClientRow } from '../infrastructure/client-repo';
import { emitClientEvent } from './client-events';
import { requireFreeEmail, writeUnlessEmailTaken } from './client-rules';
import { toClientUser } from './org-document';

function requireClientRow(principal: ClientPrincipal) {
  if (principal.isAdmin) throw new AppError('FORBIDDEN', CLIENT_AUTH_MESSAGES.accountDataMissing);
}

/** R-CSH-4: each press flips online ↔ offline. */
export async function toggleClientStatus(
  ctx: DataContext,
  principal: ClientPrincipal,
): Promise<{ status: string }> {
  requireClientRow(principal);
  const { db } = ctx.dbs[principal.region];
  return db.transaction(async (tx) => {
    const row = await findClientOfOrg(tx, principal.orgId, principal.clientId);
    if (!row) throw new AppError('NOT_FOUND', CLIENT_AUTH_MESSAGES.accountDataMissing);
    const status = row.status === 'online' ? 'offline' : 'online';
    await updateClientRow(tx, row.id, { status, lastModified: unixSeconds() });
    return { status };
  });
}

export interface AccountPatch {
  name?: string;
  email?: string;
  squarePhotoURL?: string | null;
}

/** R-CSH-7, R-CSH-8: name, e-mail and photo; the e-mail stays unique across every organisation. */
export async function updateClientAccount(
  ctx: DataContext,
  principal: ClientPrincipal,
  patch: AccountPatch,
): Promise<TClientUser> {
  requireClientRow(principal);
  const name = patch.name?.trim();
  const email = patch.email?.trim();
  if (name !== undefined && !name) throw new AppError('BAD_REQUEST', ORG_MESSAGES.fillAllFields);
  if (email !== undefined && !isMailAddress(email))
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidEmail);
  const { region } = principal;
  const write = () =>
    ctx.dbs[region].db.transaction(async (tx) => {
      const row = await findClientOfOrg(tx, principal.orgId, principal.clientId);
      if (!row) throw new AppError('NOT_FOUND', CLIENT_AUTH_MESSAGES.accountDataMissing);
      if (email && email.toLowerCase() !== row.email.toLowerCase())
        await requireFreeEmail(ctx, tx, region, email, row.id);
      await updateClientRow(tx, row.id, {
        ...(name !== undefined && { name }),
        ...(email !== undefined && { email }),
        ...(patch.squarePhotoURL !== undefined && { squarePhotoURL: patch.squarePhotoURL }),
        lastModified: unixSeconds(),
      });
      const updated = toClientUser((await findClientOfOrg(tx, principal.orgId, row.id))!);
      // R-EVT-4: the agency hears of every change to its clients, this one included.
      await emitClientEvent(
        ctx,
        tx,
        region,
        { id: principal.orgId, ownerID: principal.agencyUid },
        { id: updated.ID, name: updated.name, email: updated.email },
        'update',
      );
      return updated;
    });
  return email ? writeUnlessEmailTaken(ctx, region, email, write) : write();
}

export interface ClientAgentSummary {
  ID: string;
  title: string;
  roundedImageURL: string | null;
  region: Region;
  lastModified: number;
}

/** The client's agents (R-CSH-5 avatars, R-CSH-6 switching), in the order of widgetIDs. */
export async function listClientAgents(
  ctx: DataContext,
  principal: ClientPrincipal,
): Promise<ClientAgentSummary[]> {
  if (principal.widgetIDs.length === 0) return [];
  const found = new Map<string, ClientAgentSummary>();
  for (const region of REGIONS) {
    const rows = await ctx.dbs[region].db
      .select({ id: agents.id, title: agents.title, doc: agents.doc, lastModified: agents.lastModified })
      .from(agents)
      .where(and(inArray(agents.id, principal.widgetIDs), eq(agents.ownerID, principal.agencyUid)));
    for (const r of rows) {
      const image = r.doc.roundedImageURL;
      found.set(r.id, {
        ID: r.id,
        title: r.title,
        roundedImageURL: typeof image === 'string' && image ? image : null,
        region,
        lastModified: r.lastModified,
      });
    }
  }
  return principal.widgetIDs.flatMap((id) => found.get(id) ?? []);
}

// Rules shared by adding and editing a client user: one e-mail per client everywhere (R-ORG-5),
// only the root admin grants isOrgAdmin (R-ORG-11), widgets are the owner's agents.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import { canGrantOrgAdmin, type OrgActor } from '../domain/org-admin';
import { type ClientInput, validateClientInput } from '../domain/validate-client-input';
import { findClientByEmail } from '../infrastructure/client-repo';
import type { Db, OrgRow } from '../infrastructure/org-repo';
import { isUniqueViolation } from '../infrastructure/unique-violation';
import { requireOwnerAgents } from './require-owner-agents';

// Ours: the spec gives no message for an unknown client id.
export const CLIENT_NOT_FOUND = ORG_MESSAGES.clientNotFound;

export interface ClientChecks extends ClientInput {
  widgetIDs?: string[];
  isOrgAdmin?: boolean;
}

/** Input rules, then R-ORG-11, then the widgets; throws the first broken rule's AppError. */
export async function checkClientChanges(
  ctx: DataContext,
  actor: OrgActor,
  org: OrgRow,
  region: Region,
  input: ClientChecks,
  options: { requirePassword: boolean },
): Promise<void> {
  const invalid = validateClientInput(input, options);
  if (invalid) throw new AppError('BAD_REQUEST', invalid);
  if (input.isOrgAdmin && !canGrantOrgAdmin(actor, org)) {
    throw new AppError('FORBIDDEN', ORG_MESSAGES.onlyRootAdmin);
  }
  if (input.widgetIDs) await requireOwnerAgents(ctx, org.ownerID, input.widgetIDs, region);
}

/**
 * R-ORG-5: the e-mail must not belong to another client, in any organisation of either region
 * (clients sign in by e-mail alone). `db` is the org region's transaction, so its check and the
 * write that follows see the same rows.
 */
export async function requireFreeEmail(
  ctx: DataContext,
  db: Db,
  region: Region,
  email: string,
  exceptClientId?: string,
): Promise<void> {
  for (const r of REGIONS) {
    const taken = await findClientByEmail(r === region ? db : ctx.dbs[r].db, email);
    if (taken && taken.id !== exceptClientId) {
      throw new AppError('CONFLICT', ORG_MESSAGES.clientExists(taken.orgId));
    }
  }
}

/**
 * Runs the write; when a concurrent request took the same e-mail first, the unique index
 * refuses it and the caller gets R-ORG-5's message naming the organisation that won.
 */
export async function writeUnlessEmailTaken<T>(
  ctx: DataContext,
  region: Region,
  email: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findClientByEmail(ctx.dbs[region].db, email);
    throw new AppError('CONFLICT', ORG_MESSAGES.clientExists(winner?.orgId ?? ''));
  }
}

// Edit User (R-ORG-4, R-ORG-5, R-ORG-11): fields left out keep their value; a new password gets a
// new hash and passwordChangedAt (ms) moves, voiding the client's older sessions.
import type { TClientUser } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { unixSeconds } from '@parley/kernel/time';
import { hashPassword } from '@parley/workspaces/application/passwords';
import type { Principal } from '@parley/workspaces/domain/principal';
import { normaliseEmail } from '../domain/validate-client-input';
import { type ClientRow, findClientOfOrg, updateClientRow } from '../infrastructure/client-repo';
import type { AddClientUserArgs, ClientUserFields } from './add-client-user';
import { emitClientEvent } from './client-events';
import {
  CLIENT_NOT_FOUND,
  checkClientChanges,
  requireFreeEmail,
  writeUnlessEmailTaken,
} from './client-rules';
import { toClientUser } from './org-document';
import { inScopeTransaction, type OrgScope } from './org-scope';
import { ownerScope } from './require-owned-org';

export interface UpdateClientUserArgs extends AddClientUserArgs {
  clientId: string;
}

/** The owner (root admin) edits a client of one of the workspace's organisations. */
export async function updateClientUser(
  ctx: DataContext,
  principal: Principal,
  args: UpdateClientUserArgs,
): Promise<TClientUser> {
  const scope = await ownerScope(ctx, principal, args);
  return updateClientInScope(ctx, scope, await requireClientOf(ctx, scope, args.clientId), args);
}

/** The client as stored now, in the scope's organisation; NOT_FOUND otherwise. */
export async function requireClientOf(
  ctx: DataContext,
  scope: OrgScope,
  clientId: string,
): Promise<ClientRow> {
  const current = await findClientOfOrg(ctx.dbs[scope.region].db, scope.org.id, clientId);
  if (!current) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  return current;
}

/** The shared write: input rules for the scope's actor, then the changed fields, in one transaction. */
export async function updateClientInScope(
  ctx: DataContext,
  scope: OrgScope,
  current: ClientRow,
  args: ClientUserFields,
): Promise<TClientUser> {
  const { region, org } = scope;
  const merged = { ...args, name: args.name ?? current.name, email: args.email ?? current.email };
  await checkClientChanges(ctx, scope.actor, org, region, merged, { requirePassword: false });
  const email = merged.email.trim();
  const passwordHash = args.password === undefined ? undefined : await hashPassword(args.password);

  return writeUnlessEmailTaken(ctx, region, email, () =>
    inScopeTransaction(ctx, scope, async (tx, lockedOrg) => {
      const row = await findClientOfOrg(tx, lockedOrg.id, current.id);
      if (!row) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
      if (normaliseEmail(email) !== normaliseEmail(row.email)) {
        await requireFreeEmail(ctx, tx, region, email, row.id);
      }
      await updateClientRow(tx, row.id, {
        name: merged.name.trim(),
        email,
        ...(passwordHash !== undefined && { passwordHash, passwordChangedAt: Date.now() }),
        ...(args.squarePhotoURL !== undefined && { squarePhotoURL: args.squarePhotoURL }),
        ...(args.canAccess !== undefined && { canAccess: args.canAccess }),
        ...(args.clientTabOrder !== undefined && { clientTabOrder: args.clientTabOrder }),
        ...(args.widgetIDs !== undefined && { widgetIDs: [...new Set(args.widgetIDs)] }),
        ...(args.isOrgAdmin !== undefined && { isOrgAdmin: args.isOrgAdmin }),
        ...(args.allowCreateAgents !== undefined && { allowCreateAgents: args.allowCreateAgents }),
        lastModified: unixSeconds(),
      });
      const updated = toClientUser((await findClientOfOrg(tx, lockedOrg.id, row.id))!);
      await emitClientEvent(
        ctx,
        tx,
        region,
        lockedOrg,
        { id: row.id, name: updated.name, email: updated.email },
        'update',
      );
      return updated;
    }),
  );
}

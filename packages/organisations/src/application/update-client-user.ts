// Edit User (R-ORG-4, R-ORG-5, R-ORG-11): fields left out keep their value; a new password gets a
// new hash and passwordChangedAt (ms) moves, voiding the client's older sessions.
import type { TClientUser } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { unixSeconds } from '@parley/kernel/time';
import { hashPassword } from '@parley/workspaces/application/passwords';
import type { Principal } from '@parley/workspaces/domain/principal';
import { normaliseEmail } from '../domain/validate-client-input';
import { findClientOfOrg, updateClientRow } from '../infrastructure/client-repo';
import type { AddClientUserArgs } from './add-client-user';
import { emitClientEvent } from './client-events';
import {
  CLIENT_NOT_FOUND,
  checkClientChanges,
  requireFreeEmail,
  writeUnlessEmailTaken,
} from './client-rules';
import { toClientUser } from './org-document';
import { inOwnedOrgTransaction, requireOwnedOrg } from './require-owned-org';

export interface UpdateClientUserArgs extends AddClientUserArgs {
  clientId: string;
}

export async function updateClientUser(
  ctx: DataContext,
  principal: Principal,
  args: UpdateClientUserArgs,
): Promise<TClientUser> {
  const { region, org } = await requireOwnedOrg(ctx, principal, args);
  const current = await findClientOfOrg(ctx.dbs[region].db, org.id, args.clientId);
  if (!current) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  const merged = { ...args, name: args.name ?? current.name, email: args.email ?? current.email };
  await checkClientChanges(ctx, principal, org, region, merged, { requirePassword: false });
  const email = merged.email.trim();
  const passwordHash = args.password === undefined ? undefined : await hashPassword(args.password);

  return writeUnlessEmailTaken(ctx, region, email, () =>
    inOwnedOrgTransaction(ctx, principal, args, async (tx, lockedOrg, orgRegion) => {
      const row = await findClientOfOrg(tx, lockedOrg.id, args.clientId);
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
        orgRegion,
        lockedOrg,
        { id: row.id, name: updated.name, email: updated.email },
        'update',
      );
      return updated;
    }),
  );
}

// Removes a client user from an organisation of the caller's workspace.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Principal } from '@parley/workspaces/domain/principal';
import { deleteClientRow, findClientOfOrg } from '../infrastructure/client-repo';
import { emitClientEvent } from './client-events';
import { CLIENT_NOT_FOUND } from './client-rules';
import { type OrgRef, requireOwnedOrg } from './require-owned-org';

export async function removeClientUser(
  ctx: DataContext,
  principal: Principal,
  args: OrgRef & { clientId: string },
): Promise<{ success: true }> {
  const { region, org } = await requireOwnedOrg(ctx, principal, args);
  await ctx.dbs[region].db.transaction(async (tx) => {
    const row = await findClientOfOrg(tx, org.id, args.clientId);
    if (!row || !(await deleteClientRow(tx, org.id, args.clientId))) {
      throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
    }
    await emitClientEvent(ctx, tx, region, org, row, 'delete');
  });
  return { success: true };
}

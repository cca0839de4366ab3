// The plan's client limit (R-WKS-17): client users of all the workspace's organisations, both regions.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { otherRegion, type Region } from '@parley/kernel/regions';
import { LIMIT_MESSAGES } from '@parley/messages/workspaces';
import { workspaceLimitsOf } from '@parley/workspaces/application/plan-limits';
import { sql } from 'drizzle-orm';
import { countClientsOfOwner } from '../infrastructure/client-repo';
import type { Tx } from '../infrastructure/org-repo';

/**
 * Reads the limit and the other region's count first (outside any transaction: PGlite has one
 * connection, so a query beside an open transaction would wait forever); the returned check then runs
 * inside the transaction that adds the client, where concurrent additions queue on an advisory lock.
 */
export async function prepareClientSlotCheck(
  ctx: DataContext,
  region: Region,
  ownerID: string,
): Promise<(tx: Tx) => Promise<void>> {
  const { maxClients } = await workspaceLimitsOf(ctx, ownerID);
  if (maxClients === Number.POSITIVE_INFINITY) return async () => {};
  const elsewhere = await countClientsOfOwner(ctx.dbs[otherRegion(region)].db, ownerID);
  return async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clients:${ownerID}`}))`);
    if (elsewhere + (await countClientsOfOwner(tx, ownerID)) >= maxClients) {
      throw new AppError('FORBIDDEN', LIMIT_MESSAGES.clients(maxClients));
    }
  };
}

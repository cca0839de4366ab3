// The plan's client limit (R-WKS-17): client users of all the workspace's organisations, both regions.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { otherRegion, type Region } from '@parley/kernel/regions';
import { LIMIT_MESSAGES } from '@parley/messages/workspaces';
import { workspaceLimitsOf } from '@parley/workspaces/application/plan-limits';
import { sql } from 'drizzle-orm';
import { countClientsOfOwner } from '../infrastructure/client-repo';
import type { Tx } from '../infrastructure/org-repo';

/** Inside the transaction that adds the client; concurrent additions for one workspace queue on a lock. */
export async function assertClientSlot(
  ctx: DataContext,
  tx: Tx,
  region: Region,
  ownerID: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clients:${ownerID}`}))`);
  const { maxClients } = await workspaceLimitsOf(ctx, ownerID);
  if (maxClients === Number.POSITIVE_INFINITY) return;
  const used =
    (await countClientsOfOwner(tx, ownerID)) +
    (await countClientsOfOwner(ctx.dbs[otherRegion(region)].db, ownerID));
  if (used >= maxClients) throw new AppError('FORBIDDEN', LIMIT_MESSAGES.clients(maxClients));
}

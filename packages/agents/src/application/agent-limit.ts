// The plan's agent limit (R-WKS-17): a workspace's agents in both regions count against maxAgents.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { otherRegion, type Region } from '@parley/kernel/regions';
import { LIMIT_MESSAGES } from '@parley/messages/workspaces';
import { workspaceLimitsOf } from '@parley/workspaces/application/plan-limits';
import { sql } from 'drizzle-orm';
import { countAgentsOfOwner, type Tx } from '../infrastructure/agent-repo';

/**
 * Runs `insert` in a transaction of `region` once the workspace has an agent slot left. A per-workspace
 * advisory lock makes concurrent creations queue, so two of them cannot both take the last slot.
 * The limit and the other region's count are read outside the transaction: PGlite has one connection,
 * and a query beside an open transaction on it would wait for that transaction forever.
 */
export async function withAgentSlot(
  ctx: DataContext,
  region: Region,
  ownerID: string,
  insert: (tx: Tx) => Promise<void>,
): Promise<void> {
  const { maxAgents } = await workspaceLimitsOf(ctx, ownerID);
  const unlimited = maxAgents === Number.POSITIVE_INFINITY;
  const elsewhere = unlimited ? 0 : await countAgentsOfOwner(ctx.dbs[otherRegion(region)].db, ownerID);
  await ctx.dbs[region].db.transaction(async (tx) => {
    if (!unlimited) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agents:${ownerID}`}))`);
      if (elsewhere + (await countAgentsOfOwner(tx, ownerID)) >= maxAgents) {
        throw new AppError('FORBIDDEN', LIMIT_MESSAGES.agents(maxAgents));
      }
    }
    await insert(tx);
  });
}

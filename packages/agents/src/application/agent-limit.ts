// The plan's agent limit (R-WKS-17): a workspace's agents in both regions count against maxAgents.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { otherRegion, type Region } from '@parley/kernel/regions';
import { LIMIT_MESSAGES } from '@parley/messages/workspaces';
import { workspaceLimitsOf } from '@parley/workspaces/application/plan-limits';
import { sql } from 'drizzle-orm';
import { countAgentsOfOwner, type Tx } from '../infrastructure/agent-repo';

/**
 * Inside the transaction that inserts the agent: a per-workspace advisory lock makes concurrent
 * creations in this region queue, so two of them cannot both take the last slot.
 */
export async function assertAgentSlot(
  ctx: DataContext,
  tx: Tx,
  region: Region,
  ownerID: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agents:${ownerID}`}))`);
  const { maxAgents } = await workspaceLimitsOf(ctx, ownerID);
  if (maxAgents === Number.POSITIVE_INFINITY) return;
  const used =
    (await countAgentsOfOwner(tx, ownerID)) +
    (await countAgentsOfOwner(ctx.dbs[otherRegion(region)].db, ownerID));
  if (used >= maxAgents) throw new AppError('FORBIDDEN', LIMIT_MESSAGES.agents(maxAgents));
}

// Tab clicks of one agent, most clicked first (R-APS-12).
import { type AgentRef, requireManagedAgent } from '@parley/agents/application/require-managed-agent';
import type { DataContext } from '@parley/db/context';
import type { Principal } from '@parley/workspaces/domain/principal';
import { countEventsByTab } from '../infrastructure/event-repo';

export async function countTabClicks(
  ctx: DataContext,
  principal: Principal,
  ref: AgentRef,
): Promise<Array<{ tab: string; count: number }>> {
  const { region, row } = await requireManagedAgent(ctx, principal, ref);
  return countEventsByTab(ctx.dbs[region].db, row.id, 'tab_click');
}

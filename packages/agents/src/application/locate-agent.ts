// Finds an agent in the requested region, else in the other one (R-APS-15, R-REG-4).
import type { DataContext } from '@parley/db/context';
import { otherRegion, REGIONS, type Region } from '@parley/kernel/regions';
import { type AgentRow, findAgentRow } from '../infrastructure/agent-repo';

export interface LocatedAgent {
  region: Region;
  row: AgentRow;
}

export async function locateAgent(
  ctx: DataContext,
  agentId: string,
  preferred?: Region,
): Promise<LocatedAgent | null> {
  const order = preferred ? [preferred, otherRegion(preferred)] : [...REGIONS];
  for (const region of order) {
    const row = await findAgentRow(ctx.dbs[region].db, agentId);
    if (row) return { region, row };
  }
  return null;
}

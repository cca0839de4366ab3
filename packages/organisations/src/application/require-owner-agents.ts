// Widgets handed to an organisation or a client must be agents of the organisation's owner.
import { locateAgent } from '@parley/agents/application/locate-agent';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { ORG_MESSAGES } from '@parley/messages/organisations';

/** Unknown or someone else's agent → BAD_REQUEST naming the first such id. */
export async function requireOwnerAgents(
  ctx: DataContext,
  ownerID: string,
  agentIds: readonly string[],
  region: Region,
): Promise<void> {
  for (const id of new Set(agentIds)) {
    const located = await locateAgent(ctx, id, region);
    if (located?.row.ownerID !== ownerID) throw new AppError('BAD_REQUEST', ORG_MESSAGES.unknownWidget(id));
  }
}

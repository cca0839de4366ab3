// Records a dashboard event of an agent the caller manages, such as a tab click (R-APS-12, R-EVT-5).
import { type AgentActor, actorOf } from '@parley/agents/application/agent-access';
import { type AgentRef, requireManagedAgent } from '@parley/agents/application/require-managed-agent';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { isAgentTab, unknownTabMessage } from '../domain/agent-tabs';
import { insertDashboardEvent } from '../infrastructure/event-repo';

export type DashboardEvent = { kind: 'tab_click'; payload: { tab: string } };

export async function recordDashboardEvent(
  ctx: DataContext,
  principal: AgentActor,
  args: AgentRef & DashboardEvent,
): Promise<{ recorded: true }> {
  if (!isAgentTab(args.payload.tab)) throw new AppError('BAD_REQUEST', unknownTabMessage(args.payload.tab));
  const { region, row } = await requireManagedAgent(ctx, principal, args, 'any');
  await insertDashboardEvent(ctx.dbs[region].db, {
    workspaceId: row.ownerID,
    agentId: row.id,
    actor: actorOf(principal),
    kind: args.kind,
    payload: { tab: args.payload.tab },
    timestamp: Date.now(),
  });
  return { recorded: true };
}

// agents.saveNodes: the dashboard's flow editors save the whole node list (arrays replace) and enableNodes.

import type { AgentActor } from '@parley/agents/application/agent-access';
import { getAgent } from '@parley/agents/application/read-agents';
import { upsertAgent } from '@parley/agents/application/upsert-agent';
import type { TAgentNode } from '@parley/contract/agents';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { validateFlow } from '../flow/flow-nodes';

/** The Prompt and Canvas tabs (R-APS-2). */
const FLOW_SECTIONS = ['nodes', 'prompt'];

export interface SaveFlowArgs {
  region: Region;
  agentId: string;
  nodes: TAgentNode[];
  enableNodes?: boolean;
}

export async function saveFlow(
  ctx: DataContext,
  principal: AgentActor,
  args: SaveFlowArgs,
): Promise<{ nodes: unknown; enableNodes: boolean }> {
  // Saving never creates an agent: an unknown or foreign one is refused before the write.
  await getAgent(ctx, principal, args.agentId, args.region, FLOW_SECTIONS);
  const problems = validateFlow(args.nodes);
  if (problems.length > 0) throw new AppError('BAD_REQUEST', problems.join(' '), { problems });
  const body = {
    nodes: args.nodes,
    ...(args.enableNodes === undefined ? {} : { enableNodes: args.enableNodes }),
  };
  const { agent } = await upsertAgent(ctx, principal, {
    agentId: args.agentId,
    body,
    region: args.region,
    sections: FLOW_SECTIONS,
  });
  return { nodes: agent.nodes, enableNodes: agent.enableNodes === true };
}

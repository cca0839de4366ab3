// 'Preview KB': what retrieval returns for a question, for the agent's owner.

import type { AgentActor } from '@parley/agents/application/agent-access';
import type { Region } from '@parley/kernel/regions';
import type { Passage } from '@parley/runtime/domain/ports';
import { requireAgentAccess } from './agent-access';
import type { KnowledgeService } from './knowledge-service';

export async function previewKnowledge(
  kb: KnowledgeService,
  target: { principal: AgentActor; agentId: string; region?: Region },
  query: string,
  limit = 5,
): Promise<Passage[]> {
  const agent = await requireAgentAccess(kb.ctx, target.principal, target.agentId, 'read', target.region);
  return kb.retrieve({
    region: agent.region,
    agentId: agent.agentId,
    query,
    limit: Math.min(Math.max(limit, 1), 20),
  });
}

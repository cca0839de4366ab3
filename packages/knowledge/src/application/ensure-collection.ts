// The spec's seeding calls (R-KB-1) against this store: a "collection" is the agent's knowledge base.

import type { AgentActor } from '@parley/agents/application/agent-access';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { requireAgentAccess } from './agent-access';
import { createTextSource, type SourceDeps } from './create-source';

type Target = { principal: AgentActor; agentId: string; region?: Region };

/** Nothing to create: every agent has its knowledge base. Checks access and the agent's settings. */
export async function ensureCollection(deps: SourceDeps, target: Target): Promise<void> {
  await requireAgentAccess(deps.ctx, target.principal, target.agentId, 'write', target.region);
}

/** Each point's text becomes a Text source. */
export async function addPoints(
  deps: SourceDeps,
  target: Target,
  points: { text: string; name?: string }[],
): Promise<string[]> {
  if (points.length === 0 || points.some((p) => !p.text.trim()))
    throw new AppError('BAD_REQUEST', 'Each point needs a text.');
  const ids: string[] = [];
  for (const p of points)
    ids.push((await createTextSource(deps, target, { name: p.name, content: p.text })).id);
  return ids;
}

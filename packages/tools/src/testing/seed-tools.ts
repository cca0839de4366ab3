// Seed factories for tool tests: an owned agent, and that agent with one tool pointing at a server.
import { upsertAgent } from '@parley/agents/application/upsert-agent';
import type { DataContext } from '@parley/db/context';
import { randomId } from '@parley/kernel/ids';
import type { Principal } from '@parley/workspaces/domain/principal';
import { createTool } from '../application/manage-tools';
import type { TToolInput } from '../domain/tool';

export async function seedOwnedAgent(ctx: DataContext) {
  const owner: Principal = { kind: 'workspace-secret', workspaceUid: `ws${randomId(13)}`, region: 'eu' };
  const agentId = `agent${randomId(11)}`;
  await upsertAgent(ctx, owner, { agentId, body: { title: 'Tool tester' }, region: 'eu' });
  return { owner, agentId, region: 'eu' as const };
}

export async function seedAgentWithTool(ctx: DataContext, tool: TToolInput) {
  const agent = await seedOwnedAgent(ctx);
  const created = await createTool(ctx, agent.owner, agent, tool);
  return { ...agent, tool: created };
}

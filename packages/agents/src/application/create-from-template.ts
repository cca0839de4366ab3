// convertAgentTemplateToAgent (R-AGC-15): the New Agent drawer's create action.
import type { TAgentTemplateId } from '@parley/contract/agents';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { newAgentId } from '@parley/kernel/ids';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import type { Principal } from '@parley/workspaces/domain/principal';
import { findTemplate } from '../domain/templates';
import { upsertAgent } from './upsert-agent';

export async function convertAgentTemplateToAgent(
  ctx: DataContext,
  principal: Principal,
  args: { agentName: string; agentTemplate: TAgentTemplateId; region: Region },
): Promise<{ agentCreated: { ID: string; enableNodes: boolean; region: Region } }> {
  const name = args.agentName.trim();
  if (!name) throw new AppError('BAD_REQUEST', AGENT_MESSAGES.nameRequired);
  const template = findTemplate(args.agentTemplate);
  if (!template) throw new AppError('BAD_REQUEST', AGENT_MESSAGES.templateFailed('unknown template'));
  const { agent, region } = await upsertAgent(ctx, principal, {
    agentId: newAgentId(),
    body: { title: name },
    template: template.agent,
    region: args.region,
  });
  return { agentCreated: { ID: String(agent.ID), enableNodes: agent.enableNodes === true, region } };
}

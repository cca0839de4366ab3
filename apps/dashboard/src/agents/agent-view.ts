// The fields the dashboard shows from an agent document (agents.get returns the open document).
import type { TAgentSummary } from '@parley/contract/agents';

export type AgentView = Pick<
  TAgentSummary,
  'ID' | 'title' | 'description' | 'agentPlatform' | 'enableNodes'
> & {
  roundedImageURL?: string;
  /** Unix seconds. */
  lastModified?: number;
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function toAgentView(agent: Record<string, unknown>, fallbackId: string): AgentView {
  const image = str(agent.roundedImageURL);
  return {
    ID: str(agent.ID) || fallbackId,
    title: str(agent.title),
    description: str(agent.description),
    agentPlatform: str(agent.agentPlatform) || 'vg',
    enableNodes: agent.enableNodes === true,
    ...(image ? { roundedImageURL: image } : {}),
    ...(typeof agent.lastModified === 'number' ? { lastModified: agent.lastModified } : {}),
  };
}

// Which of the built tabs an agent shows (R-APS-6): Tools is hidden when the agent runs on nodes.
import type { AgentTab } from './agent-tabs';

export function visibleAgentTabs<T extends Pick<AgentTab, 'value'>>(
  tabs: readonly T[],
  agent: { enableNodes: boolean } | null,
): T[] {
  return tabs.filter((tab) => !(tab.value === 'tools' && agent?.enableNodes));
}

// Which of the built tabs an agent shows (R-APS-6): Tools is hidden when the agent runs on nodes,
// the flow views (Prompt, Canvas) are shown only then.
import type { AgentTab } from './agent-tabs';

export function visibleAgentTabs<T extends Pick<AgentTab, 'value'>>(
  tabs: readonly T[],
  agent: { enableNodes: boolean } | null,
): T[] {
  const flowTab = (tab: T) => tab.value === 'nodes' || tab.value === 'prompt';
  return tabs.filter((tab) =>
    tab.value === 'tools' || flowTab(tab) ? flowTab(tab) === !!agent?.enableNodes : true,
  );
}

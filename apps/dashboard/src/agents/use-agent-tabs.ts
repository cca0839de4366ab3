// The agent page's tabs for the signed-in workspace user (R-APS-5..10), and what the search box indexes.

import { onlyBuiltTabs } from '@parley/agent-page/agent-tabs';
import { buildSearchIndex, type SearchIndexEntry } from '@parley/agent-page/search';
import { agentTabsByRule, type VisibleAgentTab, visibleAgentTabs } from '@parley/agent-page/tab-visibility';
import type { AgentViewer } from '@parley/agent-page/viewer';
import { useMemo } from 'react';
import type { AgentView } from './agent-view';
import { useHiddenTabs } from './use-hidden-tabs';

export interface AgentTabsState {
  /** Tabs in the tab bar, after the customize-tabs menu. */
  tabs: VisibleAgentTab[];
  /** Tabs the viewer may see before hiding: the customize-tabs menu's choices. */
  candidates: VisibleAgentTab[];
  hidden: string[];
  setHidden: (hidden: string[]) => void;
  searchIndex: SearchIndexEntry[];
}

/** The tabs a viewer sees: a workspace user all of the platform's; a client its access list (R-APS-5). */
export function useAgentTabs(agent: AgentView | null, viewer: AgentViewer): AgentTabsState {
  const [hidden, setHidden] = useHiddenTabs();
  return useMemo(() => {
    const input = {
      viewer,
      agent: { agentPlatform: agent?.agentPlatform ?? 'vg', enableNodes: agent?.enableNodes ?? false },
      // Clients see the dashboard under their agency (custom tabs come with the agency editor).
      agencyMode: viewer.kind === 'client',
      hiddenTabs: hidden,
    };
    const candidates = onlyBuiltTabs(agentTabsByRule({ ...input, hiddenTabs: [] }));
    const tabs = visibleAgentTabs(input);
    return {
      tabs,
      candidates,
      hidden,
      setHidden,
      searchIndex: buildSearchIndex(candidates, { platform: input.agent.agentPlatform }),
    };
  }, [agent?.agentPlatform, agent?.enableNodes, hidden, setHidden, viewer]);
}

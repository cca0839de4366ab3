// Which tabs of the agent page a viewer sees, in which order (R-APS-5, -6, -7, -10, -16), and where
// the page opens (R-APS-1).
import {
  ACCESS_ONLY_TAB_KEYS,
  AGENT_TABS,
  type AgentTab,
  type AgentTabKey,
  type CustomAgentTab,
  type CustomTabInput,
  customAgentTabs,
  isCustomTabKey,
  onlyBuiltTabs,
} from './agent-tabs';
import { type AgentViewer, tabKeyOf } from './viewer';

export interface AgentTabsInput {
  viewer: AgentViewer;
  agent: {
    agentPlatform: string;
    enableNodes: boolean;
    /** Not used for visibility: Prompt and Canvas follow enableNodes; nodes decide the view switch (R-APS-11). */
    nodes?: ReadonlyArray<{ type: string }>;
  };
  /** The dashboard is shown under an agency (its clients, or the agency previewing them). */
  agencyMode: boolean;
  customTabs?: ReadonlyArray<CustomTabInput>;
  /** The customize-tabs menu's agentHiddenTabs (R-APS-10): keys or paths. */
  hiddenTabs: ReadonlyArray<string>;
}

export type VisibleAgentTab = AgentTab | CustomAgentTab;

/**
 * A client's access entries name tabs by path ('/convos') or key ('convos'). '/home' is the client's own
 * landing page, a summary of the agent (R-APS-6: hidden from workspace users); the Design page is
 * '/overview'. R-APS-1's "overview maps to home": where a workspace user lands on overview, a client
 * lands on its first tab, which is Home unless its tab order says otherwise.
 */
const clientKey = (pathOrKey: string): string => tabKeyOf(pathOrKey);

/** Whether an access-list or order entry names this tab ('/c/faq', 'c/faq' and '/faq' name custom tab 'c/faq'). */
function names(entry: string, tab: VisibleAgentTab): boolean {
  const key = clientKey(entry);
  return key === tab.key || (isCustomTabKey(tab.key) && `c/${key}` === tab.key);
}

/** R-APS-6 and R-APS-7: what the agent's set-up allows, whoever looks. */
function agentAllows(tab: VisibleAgentTab, agent: AgentTabsInput['agent']): boolean {
  switch (tab.key) {
    case 'tools':
      return !agent.enableNodes;
    case 'nodes':
    case 'prompt':
      return agent.enableNodes;
    case 'integrations':
      return agent.agentPlatform === 'vf';
    default:
      return true;
  }
}

/** R-APS-5, R-APS-6: what this viewer may open. */
function viewerAllows(tab: VisibleAgentTab, viewer: AgentViewer): boolean {
  if (viewer.kind === 'share') return false;
  if (viewer.kind === 'workspace') return tab.key !== 'home';
  if ('alwaysVisible' in tab && tab.alwaysVisible) return true;
  return viewer.canAccess.some((entry) => names(entry, tab));
}

function orderTabs<T extends VisibleAgentTab>(tabs: T[], viewer: AgentViewer): T[] {
  const byIndex = (a: T, b: T) => a.order - b.order;
  if (viewer.kind !== 'client' || !viewer.clientTabOrder?.length) return [...tabs].sort(byIndex);
  const order = viewer.clientTabOrder;
  const rank = (tab: T) => {
    const i = order.findIndex((entry) => names(entry, tab));
    return i === -1 ? Number.POSITIVE_INFINITY : i;
  };
  // Tabs the client's order does not list follow the listed ones, by order index.
  return [...tabs].sort((a, b) => rank(a) - rank(b) || byIndex(a, b));
}

/**
 * The tabs the rules allow, ordered, built or not (R-APS-5, -6, -7, -16). Use visibleAgentTabs for
 * the tab bar; this step exists so the rules can be read and tested apart from what is built.
 */
export function agentTabsByRule(input: AgentTabsInput): VisibleAgentTab[] {
  const { viewer, agent } = input;
  if (viewer.kind === 'share') return []; // R-APS-16: the shared view has no navigation
  const custom = input.agencyMode ? customAgentTabs(input.customTabs ?? []) : [];
  const catalogue: VisibleAgentTab[] = [
    ...AGENT_TABS.filter((t) => !ACCESS_ONLY_TAB_KEYS.includes(t.key)),
    ...custom,
  ];
  const allowed = catalogue.filter((tab) => agentAllows(tab, agent) && viewerAllows(tab, viewer));
  return orderTabs(allowed, viewer);
}

/**
 * R-APS-10: the customize-tabs menu removes tabs, except the overview page for clients, and never the
 * last tab left (the page would have no tab to stand on).
 */
function withoutHidden(tabs: VisibleAgentTab[], input: AgentTabsInput): VisibleAgentTab[] {
  const hidden = new Set(input.hiddenTabs.map(input.viewer.kind === 'client' ? clientKey : tabKeyOf));
  const kept = tabs.filter(
    (tab) => !hidden.has(tab.key) || (input.viewer.kind === 'client' && tab.key === 'overview'),
  );
  return kept.length === 0 && tabs.length > 0 ? tabs.slice(0, 1) : kept;
}

/** The agent page's tab bar: allowed by the rules, built, not hidden, in order. */
export function visibleAgentTabs(input: AgentTabsInput): VisibleAgentTab[] {
  return withoutHidden(onlyBuiltTabs(agentTabsByRule(input)), input);
}

/**
 * R-APS-1: where /agents/{id} opens. Workspace users (and the share view) open overview; a client opens
 * the first tab they see (Home, unless their tab order says otherwise), or null when they may see none.
 */
export function defaultAgentTab(
  viewer: AgentViewer,
  visibleTabs: ReadonlyArray<Pick<VisibleAgentTab, 'key'>>,
): AgentTabKey | null {
  if (viewer.kind !== 'client') return 'overview';
  return visibleTabs[0]?.key ?? null;
}

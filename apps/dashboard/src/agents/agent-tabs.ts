// The agent page's tabs (R-APS-2, R-APS-3). Only the tabs built so far are shown; the others are later work.
export const KNOWN_AGENT_TABS = [
  'home',
  'overview',
  'voice',
  'nodes',
  'prompt',
  'kb',
  'convos',
  'analytics',
  'channels',
  'tools',
  'integrations',
  'leads',
  'settings',
] as const;
export type AgentTabName = (typeof KNOWN_AGENT_TABS)[number];

export interface AgentTab {
  value: 'overview' | 'convos' | 'kb' | 'nodes' | 'prompt' | 'tools';
  label: string;
  /** R-APS-3 order index. */
  order: number;
}

/** The tabs that work today, in R-APS-3 order: Design 0, Conversations 1. */
export const AGENT_TABS: AgentTab[] = [
  { value: 'overview', label: 'Design', order: 0 },
  { value: 'convos', label: 'Conversations', order: 1 },
  { value: 'kb', label: 'Knowledge', order: 3 },
  // R-APS-2: the flow's basic view is 'Prompt' (nodes), its advanced view 'Canvas' (prompt).
  { value: 'nodes', label: 'Prompt', order: 6 },
  { value: 'prompt', label: 'Canvas', order: 7 },
  { value: 'tools', label: 'Tools', order: 8 },
];

/**
 * Which built tab renders for a URL tab: a built tab as is; any other known tab (e.g. nodes, where a new
 * agent with nodes lands, R-AGC-13) shows Design until it exists; an unknown name is null (the page 404s).
 */
export function resolveAgentTab(tab: string): AgentTab['value'] | null {
  const built = AGENT_TABS.find((t) => t.value === tab);
  if (built) return built.value;
  return (KNOWN_AGENT_TABS as readonly string[]).includes(tab) ? 'overview' : null;
}

// The agent page's tab catalogue (R-APS-2, R-APS-3, R-APS-17): key, label, order index, and whether
// the tab's page exists today. A tab that is not built is a known route but is never linked.

export const BUILT_IN_TAB_KEYS = [
  'home',
  'overview',
  'convos',
  'analytics',
  'kb',
  'channels',
  'settings',
  'nodes',
  'prompt',
  'tools',
  'integrations',
  'leads',
  'voice',
  'campaigns',
  'metrics',
] as const;
export type BuiltInTabKey = (typeof BUILT_IN_TAB_KEYS)[number];

/** Agency custom tabs live under /c/ (R-APS-2): key 'c/<slug>'. */
export type CustomTabKey = `c/${string}`;
export type AgentTabKey = BuiltInTabKey | CustomTabKey;

export interface AgentTab {
  key: AgentTabKey;
  label: string;
  /** R-APS-3 order index; lower comes first. */
  order: number;
  /** Whether the tab's page exists today. Tabs that are not built are never visible. */
  built: boolean;
  /** One line on what the page is for; search indexes it (R-SRC-5). */
  description: string;
}

/** R-APS-3: custom agency tabs take order 50, 51, … in their list order. */
export const CUSTOM_TAB_FIRST_ORDER = 50;

/** The 'customize-tabs' menu (R-APS-10) sits at -1 between Home and Design; it is not a page. */
export const CUSTOMIZE_MENU_ORDER = -1;

export const AGENT_TABS: ReadonlyArray<AgentTab & { key: BuiltInTabKey }> = [
  {
    key: 'home',
    label: 'Home',
    order: -2,
    built: true,
    description: 'A summary of the agent for clients: conversations, knowledge and credits.',
  },
  {
    key: 'overview',
    label: 'Design',
    order: 0,
    built: true,
    description: 'Name, description and identity of the agent and its chat widget.',
  },
  {
    key: 'convos',
    label: 'Conversations',
    order: 1,
    built: true,
    description: 'Read the chats visitors had with the agent.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    order: 2,
    built: false,
    description: 'Usage, ratings and chat statistics.',
  },
  {
    key: 'kb',
    label: 'Knowledge',
    order: 3,
    built: true,
    description: 'The knowledge base: documents, web pages and files the agent answers from.',
  },
  {
    key: 'channels',
    label: 'Channels',
    order: 4,
    built: false,
    description: 'Connect WhatsApp, Telegram, Discord, Instagram, Messenger and voice.',
  },
  {
    key: 'settings',
    label: 'Settings',
    order: 5,
    built: true,
    description: 'Behaviour, interface, security and limits of the agent.',
  },
  {
    key: 'nodes',
    label: 'Prompt',
    order: 6,
    built: true,
    description: 'The conversation flow as a list of prompt nodes (basic view).',
  },
  {
    key: 'prompt',
    label: 'Canvas',
    order: 7,
    built: true,
    description: 'The conversation flow drawn on a canvas (advanced view).',
  },
  {
    key: 'tools',
    label: 'Tools',
    order: 8,
    built: true,
    description: 'Functions and APIs the agent can call.',
  },
  {
    key: 'integrations',
    label: 'Integrations',
    order: 10,
    built: false,
    description: 'The external-flow platform the agent runs on.',
  },
  {
    key: 'leads',
    label: 'Leads',
    order: 11,
    built: false,
    description: 'Contacts captured in chats.',
  },
  {
    key: 'voice',
    label: 'Voice',
    order: 12,
    built: false,
    description: 'Voice, speech, transcription and phone numbers.',
  },
  // R-APS-17: client access-list entries and search targets, not tabs of the bar. Order is ours.
  {
    key: 'campaigns',
    label: 'Campaigns',
    order: 13,
    built: false,
    description: 'Outbound message campaigns.',
  },
  {
    key: 'metrics',
    label: 'Metrics',
    order: 14,
    built: false,
    description: 'Key numbers for the agent.',
  },
];

/** R-APS-17: entries of a client's access list that never appear in the tab bar. */
export const ACCESS_ONLY_TAB_KEYS: ReadonlyArray<BuiltInTabKey> = ['campaigns', 'metrics'];

export function agentTab(key: string): (AgentTab & { key: BuiltInTabKey }) | undefined {
  return AGENT_TABS.find((t) => t.key === key);
}

/** An agency custom tab as the agency stores it (only what the tab bar needs). */
export interface CustomTabInput {
  label: string;
  /** The tab's URL path, e.g. '/faq' (the agency editor requires the leading slash). */
  href?: string;
  /** Alternative to href: the bare slug, e.g. 'faq'. */
  slug?: string;
  alwaysVisible?: boolean;
}

export type CustomAgentTab = AgentTab & { key: CustomTabKey; alwaysVisible: boolean };

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/;

/** The slug of a custom tab: its href without the leading slash, or the slug; null when unusable. */
export function customTabSlug(tab: Pick<CustomTabInput, 'href' | 'slug'>): string | null {
  const raw = (tab.slug ?? tab.href ?? '').trim().replace(/^\/+/, '').replace(/\/+$/, '');
  return SLUG.test(raw) ? raw : null;
}

/**
 * The agency's custom tabs as catalogue entries (R-APS-3: order 50 and up in list order). Entries without
 * a usable slug are dropped. No page renders custom tabs yet, so they are not built.
 */
export function customAgentTabs(tabs: ReadonlyArray<CustomTabInput>): CustomAgentTab[] {
  const out: CustomAgentTab[] = [];
  tabs.forEach((tab, i) => {
    const slug = customTabSlug(tab);
    if (!slug) return;
    out.push({
      key: `c/${slug}`,
      label: tab.label,
      order: CUSTOM_TAB_FIRST_ORDER + i,
      built: false,
      description: `${tab.label} (agency page)`,
      alwaysVisible: tab.alwaysVisible === true,
    });
  });
  return out;
}

export const isCustomTabKey = (key: string): key is CustomTabKey => key.startsWith('c/');

/**
 * The "not linked until it works" rule: drops every tab whose page does not exist yet. The visibility
 * rules decide what a viewer may see; this step decides what can be shown at all.
 */
export function onlyBuiltTabs<T extends Pick<AgentTab, 'built'>>(tabs: ReadonlyArray<T>): T[] {
  return tabs.filter((t) => t.built);
}

/**
 * Whether /agents/{id}/{tab} names a page (R-APS-1): every catalogue key, built or not, and 'c/<slug>'.
 * Anything else is unknown and 404s. Unbuilt known tabs are routes that are simply not linked.
 */
export function resolveAgentTabRoute(tab: string): 'known' | 'unknown' {
  if (agentTab(tab)) return 'known';
  if (isCustomTabKey(tab) && customTabSlug({ slug: tab.slice(2) })) return 'known';
  return 'unknown';
}

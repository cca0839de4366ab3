// R-CSH-6: switching agents keeps the sub-page when the client may see it, and remembers the choice.

export const SELECTED_WIDGET_KEY = 'selected_widget_id';

export function rememberSelectedWidget(agentId: string): void {
  try {
    window.localStorage.setItem(SELECTED_WIDGET_KEY, agentId);
  } catch {
    // Storage may be off (private mode); the choice just is not remembered.
  }
}

export function rememberedWidget(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_WIDGET_KEY);
  } catch {
    return null;
  }
}

/**
 * The path after switching to `agentId`: the same tab (and its sub-path) when the client may open it,
 * else the client's first allowed page, else overview.
 */
export function switchedAgentPath(args: {
  region: string;
  agentId: string;
  currentRest: string;
  allowedTabs: ReadonlyArray<string>;
}): string {
  const [tab = '', ...rest] = args.currentRest.replace(/^\/+/, '').split('/');
  const target = args.allowedTabs.includes(tab)
    ? [tab, ...rest].join('/')
    : (args.allowedTabs[0] ?? 'overview');
  return `/app/${args.region}/agents/${args.agentId}/${target}`;
}

/** The agent to open first: the remembered one when the client still has it, else the first. */
export function firstWidget<T extends { ID: string }>(
  agents: ReadonlyArray<T>,
  remembered: string | null,
): T | null {
  return agents.find((a) => a.ID === remembered) ?? agents[0] ?? null;
}

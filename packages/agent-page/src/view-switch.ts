// R-APS-11: when the 'Switch to Canvas/Prompt View' button shows on the Prompt (nodes) and Canvas (prompt) pages.
import type { TAgentNode } from '@parley/contract/agents';

export function showsViewSwitch(nodes: ReadonlyArray<Pick<TAgentNode, 'type'>>): boolean {
  const has = (type: TAgentNode['type']) => nodes.some((n) => n.type === type);
  return (has('start') || has('note')) && !has('default') && !has('end');
}

/** The other view's tab and the button's label. */
export function viewSwitchOf(tab: 'nodes' | 'prompt'): { to: 'nodes' | 'prompt'; label: string } {
  return tab === 'nodes'
    ? { to: 'prompt', label: 'Switch to Canvas View' }
    : { to: 'nodes', label: 'Switch to Prompt View' };
}

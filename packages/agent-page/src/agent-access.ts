// R-APS-4: who may open an agent page. Exactly three grants; the original product's extra hard-coded
// bypass is deliberately absent.
import type { AgentViewer } from './viewer';

export interface AgentPageAccessInput {
  /** The page's pathname, e.g. '/app/eu/agents/abc/overview' or '/share/abc'. */
  path: string;
  viewer: AgentViewer;
  /** The signed-in workspace's uid (workspace viewers). */
  workspaceUid?: string;
  agentId: string;
  agentOwnerId: string;
  /** The client's widgetIDs (client viewers). */
  clientWidgetIds?: ReadonlyArray<string>;
}

export type AgentPageAccess =
  | { allowed: true; as: 'owner' | 'client' }
  /** A /share path grants the public share view only: the agent without navigation (R-APS-16). */
  | { allowed: true; as: 'share' }
  | { allowed: false };

/** A /share path: its first segment is 'share' ('/share', '/share/abc'; not '/shared' or '/app/share'). */
export function isSharePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter(Boolean)[0] === 'share';
}

export function canOpenAgentPage(input: AgentPageAccessInput): AgentPageAccess {
  if (isSharePath(input.path)) return { allowed: true, as: 'share' };
  const { viewer } = input;
  if (
    viewer.kind === 'workspace' &&
    input.workspaceUid !== undefined &&
    input.workspaceUid !== '' &&
    input.workspaceUid === input.agentOwnerId
  ) {
    return { allowed: true, as: 'owner' };
  }
  if (viewer.kind === 'client' && input.agentId !== '' && input.clientWidgetIds?.includes(input.agentId)) {
    return { allowed: true, as: 'client' };
  }
  return { allowed: false };
}

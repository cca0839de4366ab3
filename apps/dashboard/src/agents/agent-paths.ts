// Paths into an agent's pages. One place so the drawer, the list and the tests agree.
import type { Region } from '@parley/kernel/regions';

export const agentsPath = (region: Region) => `/app/${region}/agents`;

export const agentPath = (region: Region, agentId: string, tab = 'overview') =>
  `/app/${region}/agents/${encodeURIComponent(agentId)}/${tab}`;

/** R-AGC-13: after creation, the Prompt (nodes) page when nodes are enabled, else Design (overview), debugger open. */
export function agentLandingPath(region: Region, agentId: string, enableNodes: boolean): string {
  return `${agentPath(region, agentId, enableNodes ? 'nodes' : 'overview')}?showDebugger=true`;
}

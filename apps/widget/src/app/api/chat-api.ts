// The two public endpoints the chat calls, on the frame's own origin (the server that served it).
import type { TInteractRequest, TInteractResponse } from '@parley/contract/chat';
import type { TWidgetConfig } from '@parley/contract/widget-config';

export class ApiError extends Error {
  constructor(readonly status: number) {
    super(`Request failed with status ${status}`);
  }
}

export interface AgentRef {
  agentId: string;
  region: 'eu' | 'na' | null;
}

const agentUrl = ({ agentId, region }: AgentRef, path: string) =>
  `${location.origin}/api/agents/${encodeURIComponent(agentId)}/${path}${region ? `?region=${region}` : ''}`;

/** The agent's public widget config, or null when no such agent exists. */
export async function fetchWidgetConfig(agent: AgentRef): Promise<TWidgetConfig | null> {
  const response = await fetch(agentUrl(agent, 'widget-config'), { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status);
  return (await response.json()) as TWidgetConfig;
}

export async function postInteract(
  agent: AgentRef,
  userId: string,
  body: TInteractRequest,
): Promise<TInteractResponse> {
  const response = await fetch(agentUrl(agent, `interact/${encodeURIComponent(userId)}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status);
  const data = (await response.json()) as TInteractResponse;
  if (!Array.isArray(data?.turns)) throw new ApiError(response.status);
  return data;
}

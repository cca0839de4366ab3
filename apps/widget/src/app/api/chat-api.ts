// The widget config and the POST interact call (R-IAPI-1).
import type { TInteractRequest, TInteractResponse } from '@parley/contract/chat';
import type { TWidgetConfig } from '@parley/contract/widget-config';
import { type AgentRef, ApiError, agentUrl, getJson, postJson } from './http';

/** The agent's public widget config in the visitor's language, or null when no such agent exists. */
export async function fetchWidgetConfig(agent: AgentRef, browserLangs: readonly string[]) {
  try {
    return await getJson<TWidgetConfig>(
      agentUrl(agent, 'widget-config', { lang: browserLangs.slice(0, 5).join(','), phrases: '1' }),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function postInteract(agent: AgentRef, userId: string, body: TInteractRequest) {
  const data = await postJson<TInteractResponse>(
    agentUrl(agent, `interact/${encodeURIComponent(userId)}`),
    body,
  );
  if (!Array.isArray(data?.turns)) throw new ApiError(502);
  return data;
}

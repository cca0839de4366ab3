// The visitor-side calls beside the chat: Chats-tab sessions, team avatars, rating, forms, speech.
import { type AgentRef, agentUrl, getJson, postJson } from './http';

/** GET …/convos/{user}/sessions (R-WTB-12), as the conversation service returns it. */
export interface SessionSummary {
  sessionId: string;
  startedAt: number;
  lastMessage: string;
  lastModified: number;
  hasHumanMessage: boolean;
}

export async function fetchSessions(agent: AgentRef, userId: string): Promise<SessionSummary[]> {
  const body = await getJson<{ data?: unknown }>(
    agentUrl(agent, `convos/${encodeURIComponent(userId)}/sessions`),
  );
  return Array.isArray(body.data) ? (body.data as SessionSummary[]) : [];
}

/** R-WTB-13: 200 selects the session; a failure is only logged (by the caller). */
export const rollbackSession = (agent: AgentRef, userId: string, sessionId: string) =>
  postJson(
    agentUrl(
      agent,
      `convos/${encodeURIComponent(userId)}/sessions/${encodeURIComponent(sessionId)}/rollback`,
    ),
    { session: sessionId, safeAgentData: { ID: agent.agentId } },
  );

export interface OrgUser {
  name: string;
  squarePhotoURL: string;
  status: string;
}

/** R-WCV-5: GET {api}/vg/{agentId}/safe-data → orgUsers[]. */
export async function fetchOrgUsers(agentId: string): Promise<OrgUser[]> {
  const body = await getJson<{ orgUsers?: unknown }>(
    `${location.origin}/api/vg/${encodeURIComponent(agentId)}/safe-data`,
  );
  return Array.isArray(body.orgUsers) ? (body.orgUsers as OrgUser[]) : [];
}

/** R-WRT-5: the saved rating of this visitor's conversation. */
export async function fetchRating(agent: AgentRef, userId: string): Promise<number | null> {
  const body = await getJson<{ rating?: unknown }>(agentUrl(agent, 'analytics/rating', { userId }));
  return typeof body.rating === 'number' ? body.rating : null;
}

/** R-WRT-6. */
export const postRating = (agent: AgentRef, userId: string, rating: number) =>
  postJson(agentUrl(agent, 'analytics/rating'), { userId, rating });

/** R-WFM-1: the form definition. */
export const fetchGoogleForm = <T>(formUrl: string) =>
  getJson<T>(`${location.origin}/api/get-gform?form_id=${encodeURIComponent(formUrl)}`);

/** R-VOC-6: speech to text. */
export async function speechToText(agentId: string, base64Audio: string, lang: string): Promise<string> {
  const body = await postJson<{ text?: unknown } | string>(
    `${location.origin}/api/vg/${encodeURIComponent(agentId)}/stt`,
    { vg_id: agentId, base64Audio, lang },
  );
  return typeof body === 'string' ? body : typeof body?.text === 'string' ? body.text : '';
}

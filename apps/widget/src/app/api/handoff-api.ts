// R-HND-12: the handoff panel's 'Send an Email' form, POST {api}/vg/{id}/convos/{user}/notify.
import type { AgentRef } from './http';

export interface EmailFormBody {
  email: string;
  message: string;
  attachmentLinks: { url: string; filename: string; sizeKB: number }[];
}

/** Resolves on the server's success; otherwise rejects with its message (problem+json detail) or null. */
export async function sendHandoffEmail(agent: AgentRef, userId: string, form: EmailFormBody): Promise<void> {
  const query = agent.region ? `?region=${agent.region}` : '';
  const url = `${location.origin}/api/vg/${encodeURIComponent(agent.agentId)}/convos/${encodeURIComponent(userId)}/notify${query}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ from: 'widget', emailForm: form }),
    });
  } catch {
    throw new HandoffEmailError(null);
  }
  const body = (await response.json().catch(() => ({}))) as { success?: unknown; detail?: unknown };
  if (!response.ok || body.success !== true)
    throw new HandoffEmailError(typeof body.detail === 'string' ? body.detail : null);
}

export class HandoffEmailError extends Error {
  constructor(readonly detail: string | null) {
    super(detail ?? 'The e-mail form could not be sent');
  }
}

// Seed factories for conversation tests: an agent and a visitor who has written to it.
import type { TInteractResponse } from '@parley/contract/chat';
import type { SeededOwner } from './seed-clients';
import type { TestServer } from './test-server';

let seq = 0;

export async function seedAgent(s: TestServer, owner: SeededOwner, doc: object = {}) {
  seq += 1;
  const agentId = `Hand${seq}x${Date.now().toString(36)}`.slice(0, 24);
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/v2/agents/${agentId}?region=eu`,
    payload: { title: 'Support Desk', ...doc },
    headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return agentId;
}

export async function visitorSays(s: TestServer, agentId: string, userId: string, action: object) {
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/agents/${agentId}/interact/${userId}`,
    payload: { action },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json() as TInteractResponse;
}

/** A conversation where the visitor wrote and then asked for a person (R-HND-3). */
export async function seedConversationAwaitingHuman(s: TestServer, agentId: string) {
  seq += 1;
  const userId = `${agentId}-visitor${seq}`;
  await visitorSays(s, agentId, userId, { type: 'text', payload: 'Where is my order?' });
  const asked = await visitorSays(s, agentId, userId, { type: 'request_handoff' });
  return { userId, asked };
}

// The stored row as the spec's agent document, with the API key opened for its owner only.

import type { TAgentSummary } from '@parley/contract/agents';
import type { DataContext } from '@parley/db/context';
import type { AgentRow } from '../infrastructure/agent-repo';

export function toAgentDocument(ctx: DataContext, row: AgentRow): Record<string, unknown> {
  return {
    ...row.doc,
    ID: row.id,
    ownerID: row.ownerID,
    title: row.title,
    agentPlatform: row.agentPlatform,
    SECRET_API_KEY: ctx.keyring.open(row.secretSealed),
    createdAt: row.createdAt,
    lastModified: row.lastModified,
  };
}

export function toAgentSummary(row: AgentRow): TAgentSummary {
  const doc = row.doc as Record<string, unknown>;
  return {
    ID: row.id,
    title: row.title,
    description: typeof doc.description === 'string' ? doc.description : '',
    agentPlatform: row.agentPlatform,
    roundedImageURL: typeof doc.roundedImageURL === 'string' ? doc.roundedImageURL : undefined,
    lastModified: row.lastModified,
    enableNodes: doc.enableNodes === true,
  };
}

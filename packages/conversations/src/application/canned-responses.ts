// What the inbox offers from the agent's organisation: canned responses when it enables them, and the
// predefined tags (only those when disallowAnyTags) — issue 6, R-ORG-2.
import type { AgentActor } from '@parley/agents/application/agent-access';
import { canManageAgent } from '@parley/agents/application/agent-access';
import { locateAgent } from '@parley/agents/application/locate-agent';
import type { DataContext } from '@parley/db/context';
import { organisations } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import { sql } from 'drizzle-orm';

export interface InboxOrgSettings {
  cannedResponses: { shortCode: string; content: string }[];
  predefinedTags: string[];
  disallowAnyTags: boolean;
  /** Human handoff is off: by the organisation (R-ORG-2 disableHandoff) or the agent itself. */
  disableHandoff: boolean;
  /** R-ORG-2 settings.disableHandoffMessages and settings.continousSessionUI (sic). */
  disableHandoffMessages: boolean;
  continousSessionUI: boolean;
}

export async function cannedResponsesFor(
  ctx: DataContext,
  actor: AgentActor,
  ref: { agentId: string; region?: Region },
): Promise<InboxOrgSettings> {
  const located = await locateAgent(ctx, ref.agentId, ref.region);
  if (!located || !canManageAgent(actor, { id: located.row.id, ownerID: located.row.ownerID }, ['convos']))
    throw new AppError('NOT_FOUND', HANDOFF_MESSAGES.notFound);
  const [org] = await ctx.dbs[located.region].db
    .select({ doc: organisations.doc })
    .from(organisations)
    .where(sql`${organisations.widgetIDs} @> ${JSON.stringify([located.row.id])}::jsonb`)
    .limit(1);
  const doc = org?.doc ?? {};
  const settings = (doc.settings ?? {}) as Record<string, unknown>;
  const agent = located.row.doc as Record<string, unknown>;
  const vg = (agent.vgOptions ?? {}) as Record<string, unknown>;
  const canned = Array.isArray(doc.cannedResponses)
    ? (doc.cannedResponses as InboxOrgSettings['cannedResponses'])
    : [];
  return {
    cannedResponses: settings.enableCannedResponses === true ? canned : [],
    predefinedTags: Array.isArray(doc.predefinedTags) ? (doc.predefinedTags as string[]) : [],
    disallowAnyTags: doc.disallowAnyTags === true,
    // The same three switches visitor-handoff.ts reads before it accepts a request.
    disableHandoff:
      doc.disableHandoff === true || agent.disableHandoff === true || vg.disableHandoff === true,
    disableHandoffMessages: settings.disableHandoffMessages === true,
    continousSessionUI: settings.continousSessionUI === true,
  };
}

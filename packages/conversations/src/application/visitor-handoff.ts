// The visitor's side of handoff (R-HND-3, R-HND-5, R-HND-7): ask for a person (the handoff button,
// directHandoff, a flow node or the model), cancel the request, reset the chat.
import type { TTurn } from '@parley/contract/chat';
import type { DataContext } from '@parley/db/context';
import { organisations } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import { sql } from 'drizzle-orm';
import type { ConversationHooks } from '../domain/conversation-hooks';
import { type HandoffSnapshot, handoffTimeoutSeconds } from '../domain/handoff-state';
import { type ConversationKey, changeHandoff } from './change-handoff';
import { recordTurns } from './record-turns';

export interface RequestHandoffArgs extends ConversationKey {
  agent: Record<string, unknown>;
  /** The action's own timeout (seconds), if it names one. */
  timeoutSeconds?: unknown;
  origin?: string;
  isTest?: boolean;
  hooks?: ConversationHooks;
  /** The greeting the visitor saw, stored when the request starts the conversation. */
  opening?: TTurn[];
}

/** Handoff is off when the agent says so or its organisation turned human handoff off (R-ORG-12). */
async function handoffDisabled(ctx: DataContext, key: ConversationKey, agent: Record<string, unknown>) {
  const vg = (agent.vgOptions ?? {}) as Record<string, unknown>;
  if (vg.disableHandoff === true || agent.disableHandoff === true) return true;
  const [org] = await ctx.dbs[key.region].db
    .select({ doc: organisations.doc })
    .from(organisations)
    .where(sql`${organisations.widgetIDs} @> ${JSON.stringify([key.agentId])}::jsonb`)
    .limit(1);
  return org?.doc.disableHandoff === true;
}

export async function requestHandoff(ctx: DataContext, args: RequestHandoffArgs): Promise<HandoffSnapshot> {
  const key = { region: args.region, agentId: args.agentId, userId: args.userId };
  if (await handoffDisabled(ctx, key, args.agent))
    throw new AppError('FORBIDDEN', HANDOFF_MESSAGES.handoffDisabled);
  // A visitor may ask for a person before writing anything: the conversation starts here then.
  await recordTurns(ctx.dbs[key.region].db, {
    ...key,
    turns: args.opening ?? [],
    origin: args.origin,
    isTest: args.isTest,
  });
  const vg = (args.agent.vgOptions ?? {}) as Record<string, unknown>;
  const timeoutSeconds = handoffTimeoutSeconds(vg.handoffTimeout, args.timeoutSeconds);
  const { outcome, snapshot } = await changeHandoff(ctx, key, {
    type: 'request',
    now: Date.now(),
    timeoutSeconds,
  });
  if (outcome.changed) await args.hooks?.handoffRequested?.(key);
  return snapshot;
}

export async function cancelHandoff(ctx: DataContext, key: ConversationKey): Promise<HandoffSnapshot> {
  return (await changeHandoff(ctx, key, { type: 'cancel' })).snapshot;
}

/** R-HND-7: back to the AI at the flow's start; the caller then restarts the chat with a launch. */
export async function resetConversation(
  ctx: DataContext,
  key: ConversationKey,
): Promise<HandoffSnapshot | null> {
  try {
    return (await changeHandoff(ctx, key, { type: 'reset' })).snapshot;
  } catch (error) {
    // Nothing to reset when the visitor never wrote.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

// Turn and message shapes shared by the runtime, the widget and the dashboard (R-WMK-15, R-IAPI-1).
import { z } from 'zod';

export const ZMessage = z
  .object({
    type: z.string().min(1).max(64),
    item: z.unknown().optional(),
    payload: z.unknown().optional(),
    delay: z.number().int().min(0).max(60_000).optional(),
    from: z.enum(['bot', 'human', 'ai']).optional(),
    ts: z.number().optional(),
    isLoading: z.boolean().optional(),
  })
  .loose();
export type TMessage = z.infer<typeof ZMessage>;

export const ZSource = z
  .object({
    payload: z.object({ url: z.string().optional() }).loose().optional(),
    doc_name: z.string().optional(),
    urlDescription: z.string().optional(),
  })
  .loose();
export type TSource = z.infer<typeof ZSource>;

export const ZTurn = z.object({
  from: z.enum(['bot', 'human']),
  messages: z.array(ZMessage),
  ts: z.number(),
  sources: z.array(ZSource).optional(),
});
export type TTurn = z.infer<typeof ZTurn>;

/** A visitor action: launch starts the conversation, text/intent carry what the visitor did. */
export const ZAction = z.object({
  type: z.string().min(1).max(64),
  payload: z.unknown().optional(),
});
export type TAction = z.infer<typeof ZAction>;

const ZVariables = z.record(z.string().max(100), z.unknown());

export const ZInteractRequest = z.object({
  action: ZAction.optional(),
  origin: z.string().max(2048).optional(),
  appendMessages: z.array(ZMessage).max(50).optional(),
  appendAtStart: z.boolean().optional(),
  variables: ZVariables.optional(),
  transcriptMetadata: z.record(z.string(), z.unknown()).optional(),
  vg_id: z.string().max(64).optional(),
  runtime: z.object({ variables: ZVariables.optional(), lang: z.string().max(16).optional() }).optional(),
  inititalTurns: z.array(ZTurn).max(50).optional(),
  isTest: z.boolean().optional(),
});
export type TInteractRequest = z.infer<typeof ZInteractRequest>;

/** The conversation's handoff state as the widget shows it (R-HND-1, R-HND-3, R-HND-4). */
export const ZPublicConversation = z.object({
  state: z.enum(['ai-chatting', 'requested_chat', 'human-chatting', 'ended_chat']),
  assignee: z.object({ name: z.string(), firstName: z.string(), photoURL: z.string().nullable() }).nullable(),
  /** When a pending request times out (ms since the epoch), else null. */
  handoffDeadline: z.number().nullable(),
  manualControl: z.boolean(),
});
export type TPublicConversation = z.infer<typeof ZPublicConversation>;

export const ZInteractResponse = z.object({
  turns: z.array(ZTurn),
  actionMessages: z.array(ZMessage),
  appError: z.string().nullable(),
  debug: z.record(z.string(), z.unknown()),
  conversation: ZPublicConversation.optional(),
});
export type TInteractResponse = z.infer<typeof ZInteractResponse>;

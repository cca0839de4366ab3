// The native platform's WebSocket /api/interact (R-IAPI-2): what the widget sends and what it receives.
import { z } from 'zod';
import type { TPublicConversation, ZSource, ZTurn } from './chat';

/** Text the client sends to stop the reply in progress (R-WCV-8), optionally followed by an id. */
export const CANCEL_PREFIX = '@cancel:';

export const ZInteractSocketRequest = z.object({
  agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid agent id'),
  /** The visitor's user id. */
  convoId: z.string().regex(/^[A-Za-z0-9_.:@-]{1,128}$/, 'Invalid user id'),
  bucket: z.enum(['eu', 'na']).optional(),
  /** The visitor's text; null (or absent) launches the conversation. */
  prompt: z.string().max(20_000).nullable().optional(),
  /**
   * A visitor action instead of text: request_handoff (with an optional payload.timeout in seconds),
   * cancel_handoff, reset (R-HND-3, R-HND-5, R-HND-7), or subscribe (only receive live updates).
   */
  action: z
    .object({
      type: z.enum(['request_handoff', 'cancel_handoff', 'reset', 'subscribe']),
      payload: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  /** Ignored: the agent is always read from the server's store, never trusted from the client. */
  agentData: z.record(z.string(), z.unknown()).nullable().optional(),
  /** The visitor's browser language, for agents whose lang is 'automatic' (as runtime.lang on POST). */
  lang: z.string().max(16).optional(),
  lightConvoData: z.record(z.string(), z.unknown()).nullable().optional(),
  initNodesOptions: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type TInteractSocketRequest = z.infer<typeof ZInteractSocketRequest>;

export type TInteractSocketMessage =
  | { type: 'chunk'; data: string }
  | { type: 'metadata'; data: { sources: z.infer<typeof ZSource>[] } }
  | { type: 'debug'; data: Record<string, unknown> }
  | { type: 'action'; data: { type: 'request_handoff'; [key: string]: unknown } }
  | { type: 'sync_chat_history'; data: { turns: z.infer<typeof ZTurn>[] } }
  | { type: 'ui_engine'; data: unknown }
  /** The handoff state, after any change and when a socket subscribes (issue 6). */
  | { type: 'conversation'; data: TPublicConversation }
  | { type: 'error'; data: { message: string } };

// Conversation list/detail shapes for the dashboard (R-HND-2).
import { z } from 'zod';
import { ZTurn } from './chat';

export const ZConversationState = z.enum(['ai-chatting', 'requested_chat', 'human-chatting', 'ended_chat']);

/** Conversation times are unix milliseconds (turn order within a second matters); agent times are unix seconds. */
export const ZConversationSummary = z.object({
  userId: z.string(),
  sessionId: z.string(),
  state: ZConversationState,
  lastModified: z.number(),
  createdAt: z.number(),
  totalUserInteractions: z.number(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  lastMessage: z.string().nullable(),
  isTest: z.boolean(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversationDetail = ZConversationSummary.extend({ turns: z.array(ZTurn) });
export type TConversationDetail = z.infer<typeof ZConversationDetail>;

// Conversation list/detail shapes for the dashboard's inbox (R-HND-2, issue 6).
import { z } from 'zod';
import { ZRegion } from './auth';
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
  /** 'account:<id>' / 'client:<id>' of the person who has it, and their name. */
  chatAssignedTo: z.string().nullable(),
  assigneeName: z.string().nullable(),
  handoffDeadline: z.number().nullable(),
  manualControl: z.boolean(),
  tags: z.array(z.string()),
  ratingFrom5: z.number().nullable(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

/** A stored turn with the session it belongs to (sessions show as tabs, R-HND-11). */
export const ZStoredTurn = ZTurn.extend({ sessionId: z.string() });

export const ZConversationDetail = ZConversationSummary.extend({
  turns: z.array(ZStoredTurn),
  userPhone: z.string().nullable(),
  userImage: z.string().nullable(),
  origin: z.string().nullable(),
});
export type TConversationDetail = z.infer<typeof ZConversationDetail>;

/** The inbox's filters: state, who has it, a tag, a rating, a period, and text anywhere in it. */
export const ZInboxFilter = z.object({
  state: ZConversationState.optional(),
  /** 'me', 'unassigned', or an assignee id. */
  assignee: z.string().max(100).optional(),
  tag: z.string().max(100).optional(),
  rating: z.number().int().min(1).max(5).optional(),
  /** ms since the epoch, inclusive. */
  from: z.number().int().min(0).optional(),
  to: z.number().int().min(0).optional(),
  search: z.string().max(200).optional(),
  includeTests: z.boolean().optional(),
  limit: z.number().int().min(1).max(500).optional(),
});
export type TInboxFilter = z.infer<typeof ZInboxFilter>;

export const ZConversationKey = z.object({
  region: ZRegion,
  agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  userId: z.string().min(1).max(128),
});

/** A visitor's sessions (the widget's Chats tab, R-WTB; the inbox's session tabs, R-HND-11). */
export const ZSessionSummary = z.object({
  sessionId: z.string(),
  startedAt: z.number(),
  lastModified: z.number(),
  lastMessage: z.string().nullable(),
  /** Whether the visitor wrote in it (the widget lists only those). */
  hasHumanMessage: z.boolean(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummary>;

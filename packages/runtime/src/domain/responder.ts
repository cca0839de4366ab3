// What a responder produces: a stream of events, aggregated by the caller into one bot turn.
import type { TAction, TMessage, TSource, TTurn } from '@parley/contract/chat';
import type { Region } from '@parley/kernel/regions';

export type ResponderEvent =
  | { type: 'text'; delta: string }
  | { type: 'message'; message: TMessage }
  | { type: 'sources'; sources: TSource[] }
  | { type: 'debug'; entry: Record<string, unknown> }
  | { type: 'action'; action: { type: 'request_handoff'; [key: string]: unknown } }
  | { type: 'usage'; inputTokens: number; outputTokens: number; modelId: string }
  /** How the reply went, beside the turns: an appError to show and top-level debug fields (debug.vfResponse). */
  | { type: 'outcome'; appError?: string; debug?: Record<string, unknown> };

export interface ResponderInput {
  region: Region;
  agentId: string;
  agent: Record<string, unknown>;
  /** Stored turns before the visitor's action (the visitor's own turn excluded). */
  history: TTurn[];
  action: TAction;
  /** The visitor's browser language when the widget sends runtime.lang. */
  visitorLang?: string;
  signal?: AbortSignal;
  /** The visitor's id (the external-flow platform keys its dialogue state by it). */
  userId?: string;
  /** The owner's test chat: failures may be explained (R-IAPI-4). */
  isTest?: boolean;
  /** The flow node the conversation is on this turn (enableNodes): its message is already sent by the runtime. */
  flow?: { nodeId: string; message?: string; prompt?: string };
}

export type Responder = (input: ResponderInput) => AsyncIterable<ResponderEvent>;
export type ResponderKind = 'built-in' | 'llm' | 'vf';

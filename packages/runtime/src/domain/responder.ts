// What a responder produces: a stream of events, aggregated by the caller into one bot turn.
import type { TAction, TMessage, TSource, TTurn } from '@parley/contract/chat';
import type { Region } from '@parley/kernel/regions';

export type ResponderEvent =
  | { type: 'text'; delta: string }
  | { type: 'message'; message: TMessage }
  | { type: 'sources'; sources: TSource[] }
  | { type: 'debug'; entry: Record<string, unknown> }
  | { type: 'action'; action: { type: 'request_handoff'; [key: string]: unknown } }
  | { type: 'usage'; inputTokens: number; outputTokens: number; modelId: string };

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
}

export type Responder = (input: ResponderInput) => AsyncIterable<ResponderEvent>;
export type ResponderKind = 'built-in' | 'llm';

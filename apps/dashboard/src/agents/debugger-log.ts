// The debugger's runtime log: the test chat frame's 'parley:debug' reports, read and shortened for display.
import type { TMessage } from '@parley/contract/chat';
import { messageText } from '@parley/contract/message-text';

/** One report as the widget frame posts it (apps/widget/src/shared/protocol.ts DebugReport). */
export interface DebugLogEntry {
  /** Local sequence number: a stable React key. */
  seq: number;
  at: number;
  userId: string;
  request: { type: string; text?: string };
  turns: unknown[];
  debug: Record<string, unknown>;
}

/** The log keeps the latest reports only: a long test session must not grow the page without bound. */
export const MAX_LOG_ENTRIES = 200;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A 'parley:debug' message, checked field by field; anything else → null. */
export function readDebugReport(data: unknown, seq: number): DebugLogEntry | null {
  if (!isRecord(data) || data.type !== 'parley:debug') return null;
  const { at, userId, request, turns, debug } = data;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (!isRecord(request) || typeof request.type !== 'string') return null;
  return {
    seq,
    at,
    userId: typeof userId === 'string' ? userId : '',
    request:
      typeof request.text === 'string' ? { type: request.type, text: request.text } : { type: request.type },
    turns: Array.isArray(turns) ? turns : [],
    debug: isRecord(debug) ? debug : {},
  };
}

/** Appends, dropping the oldest past the cap; newest last, as the log reads top to bottom. */
export function appendEntry(log: readonly DebugLogEntry[], entry: DebugLogEntry): DebugLogEntry[] {
  const next = [...log, entry];
  return next.length > MAX_LOG_ENTRIES ? next.slice(next.length - MAX_LOG_ENTRIES) : next;
}

export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm:ss, local time. */
export function formatLogTime(at: number): string {
  const d = new Date(at);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** 'launch', or the visitor's text in quotes. */
export function describeRequest(request: DebugLogEntry['request']): string {
  return request.text === undefined ? request.type : `“${shorten(request.text, 80)}”`;
}

export interface BotMessageSummary {
  type: string;
  /** Shortened text for text messages. */
  text?: string;
}

/** The bot turns' messages: their type, and for text messages the first words. */
export function summarizeBotMessages(turns: readonly unknown[], max = 80): BotMessageSummary[] {
  return turns.flatMap((turn) => {
    if (!isRecord(turn) || turn.from !== 'bot' || !Array.isArray(turn.messages)) return [];
    return turn.messages.flatMap((message): BotMessageSummary[] => {
      if (!isRecord(message) || typeof message.type !== 'string') return [];
      const text = messageText(message as TMessage);
      return [text === null ? { type: message.type } : { type: message.type, text: shorten(text, max) }];
    });
  });
}

export interface DebugChip {
  key: string;
  value: string;
  /** Something went wrong: shown in red. */
  alert?: boolean;
}

/** Known fields first, in this order; the others follow in the order the server sent them. */
const CHIP_ORDER = ['responder', 'region', 'limit', 'error', 'entries'];

/** A compact one-line value: scalars as they are, arrays by their length, objects as short JSON. */
export function chipValue(key: string, value: unknown, max = 40): string {
  if (Array.isArray(value)) return key === 'entries' ? String(value.length) : `[${value.length}]`;
  if (typeof value === 'string') return shorten(value, max);
  if (value === null || typeof value !== 'object') return String(value);
  return shorten(JSON.stringify(value), max);
}

/** The debug object as key: value chips, undefined values skipped. */
export function debugChips(debug: Record<string, unknown>): DebugChip[] {
  const keys = Object.keys(debug).filter((key) => debug[key] !== undefined);
  const rank = (key: string) => {
    const i = CHIP_ORDER.indexOf(key);
    return i === -1 ? CHIP_ORDER.length : i;
  };
  return [...keys]
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => ({
      key,
      value: chipValue(key, debug[key]),
      // The runtime sets limit only when one was hit ('max-interactions', 'tokens-consumed').
      ...(key === 'error' || key === 'limit' ? { alert: true } : {}),
    }));
}

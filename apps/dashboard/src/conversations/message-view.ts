// How a stored message shows in the inbox transcript: text with its links (a team member's attachments are
// markdown links), notices, a visitor's e-mail form, buttons, the end of a chat; and who sent it.
import type { TMessage, TTurn } from '@parley/contract/chat';
import { messageText } from '@parley/contract/message-text';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

export type MessageView =
  | { kind: 'text'; parts: TextPart[] }
  | { kind: 'notice'; text: string; tone: 'default' | 'danger' | 'success' | 'warning' }
  | { kind: 'email-form'; email: string; message: string; attachments: { name: string; href: string }[] }
  | { kind: 'buttons'; labels: string[] }
  | { kind: 'image'; href: string }
  | { kind: 'end' }
  /** Kinds the visitor never sees as a message: shown only in the debug view. */
  | { kind: 'hidden'; type: string }
  | { kind: 'other'; type: string };

/** Kinds that carry state or diagnostics rather than something said (002 §3 message types). */
const HIDDEN_TYPES = new Set(['debug', 'stealth', 'SetRuntime', 'GetBrowserData', 'no-reply']);

/** Only http(s) addresses become links; anything else (javascript:, data:) stays text. */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

const LINK = /\[([^\]\n]{1,300})\]\(([^)\s]{1,2048})\)|(https?:\/\/[^\s<>()]{1,2048})/g;

/** Text split into plain runs and links: markdown `[label](url)` and bare http(s) addresses. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const prev = parts.at(-1);
    if (part.kind === 'text' && prev?.kind === 'text') prev.text += part.text;
    else if (part.kind === 'link' || part.text) parts.push(part);
  };
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    push({ kind: 'text', text: text.slice(last, index) });
    const [whole, label, target, bare] = match;
    // A bare address does not take the sentence's closing punctuation with it.
    const url = bare?.replace(/[.,!?;:'"]+$/, '');
    const href = safeHref(url ?? target);
    push(href ? { kind: 'link', text: label ?? url ?? href, href } : { kind: 'text', text: whole });
    last = index + (url ?? whole).length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export function messageViewOf(m: TMessage): MessageView {
  if (HIDDEN_TYPES.has(m.type)) return { kind: 'hidden', type: m.type };
  if (m.type === 'end') return { kind: 'end' };
  if (m.type === 'EmailForm') {
    const form = (m.payload ?? {}) as { email?: unknown; message?: unknown; attachmentLinks?: unknown };
    const links = Array.isArray(form.attachmentLinks) ? form.attachmentLinks : [];
    return {
      kind: 'email-form',
      email: typeof form.email === 'string' ? form.email : '',
      message: typeof form.message === 'string' ? form.message : '',
      attachments: links.flatMap((l: { filename?: unknown; url?: unknown }) => {
        const href = safeHref(l?.url);
        return href ? [{ name: typeof l.filename === 'string' ? l.filename : 'Attachment', href }] : [];
      }),
    };
  }
  if (m.type === 'choice') {
    const buttons = (m.payload as { buttons?: unknown } | undefined)?.buttons;
    const labels = Array.isArray(buttons)
      ? buttons.flatMap((b: { name?: unknown }) => (typeof b?.name === 'string' ? [b.name] : []))
      : [];
    return { kind: 'buttons', labels };
  }
  if (m.type === 'visual') {
    const href = safeHref((m.payload as { image?: unknown } | undefined)?.image);
    return href ? { kind: 'image', href } : { kind: 'other', type: m.type };
  }
  const text = messageText(m);
  if (text === null) return { kind: 'other', type: m.type };
  if (m.type.startsWith('info:')) {
    const tone = m.type.slice(5);
    return {
      kind: 'notice',
      text,
      tone: tone === 'danger' || tone === 'success' || tone === 'warning' ? tone : 'default',
    };
  }
  return { kind: 'text', parts: linkParts(text) };
}

export interface SenderView {
  kind: 'visitor' | 'ai' | 'team';
  name: string;
  photoURL: string | null;
}

/** A team member's message carries `sender` (kind 'human'); other bot messages are the AI's. */
export function senderOf(turn: Pick<TTurn, 'from' | 'messages'>, visitorName: string): SenderView {
  if (turn.from === 'human') return { kind: 'visitor', name: visitorName, photoURL: null };
  for (const m of turn.messages) {
    const sender = (m as { sender?: { kind?: unknown; name?: unknown; photoURL?: unknown } }).sender;
    if (sender?.kind === 'human')
      return {
        kind: 'team',
        name: typeof sender.name === 'string' && sender.name ? sender.name : 'Team',
        photoURL: safeHref(sender.photoURL),
      };
  }
  return { kind: 'ai', name: 'AI agent', photoURL: null };
}

/** What the debug view shows for a turn: its hidden messages and any message's `debug` field. */
export function debugOf(turn: Pick<TTurn, 'messages'>): unknown[] {
  return turn.messages.flatMap((m) => {
    if (HIDDEN_TYPES.has(m.type)) return [m];
    const debug = (m as { debug?: unknown }).debug;
    return debug === undefined ? [] : [{ type: m.type, debug }];
  });
}

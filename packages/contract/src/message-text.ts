// Text messages, without zod: the widget and the dashboard import this without the schemas.
import type { TMessage } from './chat';

/** A text message carries its text in payload.message (the external-flow trace format the spec derives from). */
export const textMessage = (message: string, delay?: number): TMessage =>
  delay === undefined
    ? { type: 'text', payload: { message } }
    : { type: 'text', payload: { message }, delay };

/** Kinds whose text a transcript shows: text, the info notices (R-WMK), and a visitor's e-mail form. */
const TEXT_KINDS = new Set(['text', 'info:default', 'info:danger', 'info:success', 'info:warning']);

/** The text of a text or info message, whichever of payload/item carries it; null for other kinds. */
export function messageText(m: TMessage): string | null {
  if (m.type === 'EmailForm') {
    const form = m.payload as { email?: unknown; message?: unknown } | undefined;
    return typeof form?.message === 'string' ? `${String(form.email ?? '')}: ${form.message}` : null;
  }
  if (!TEXT_KINDS.has(m.type)) return null;
  for (const carrier of [m.payload, m.item]) {
    if (typeof carrier === 'string') return carrier;
    const text = (carrier as { message?: unknown } | null | undefined)?.message;
    if (typeof text === 'string') return text;
  }
  return null;
}

// Text messages, without zod: the widget and the dashboard import this without the schemas.
import type { TMessage } from './chat';

/** A text message carries its text in payload.message (the external-flow trace format the spec derives from). */
export const textMessage = (message: string, delay?: number): TMessage =>
  delay === undefined
    ? { type: 'text', payload: { message } }
    : { type: 'text', payload: { message }, delay };

/** The text of a text message, whichever of payload/item carries it; null for other kinds. */
export function messageText(m: TMessage): string | null {
  if (m.type !== 'text') return null;
  for (const carrier of [m.payload, m.item]) {
    if (typeof carrier === 'string') return carrier;
    const text = (carrier as { message?: unknown } | null | undefined)?.message;
    if (typeof text === 'string') return text;
  }
  return null;
}

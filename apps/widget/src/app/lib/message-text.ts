// The text of a 'text' message. Same rule as messageText in @parley/contract/chat, restated here because
// importing that module's values would bundle zod into the widget (message-text.test.ts keeps them equal).
import type { TMessage } from '@parley/contract/chat';

export function messageText(message: TMessage): string | null {
  if (message.type !== 'text') return null;
  for (const carrier of [message.payload, message.item]) {
    if (typeof carrier === 'string') return carrier;
    const text = (carrier as { message?: unknown } | null | undefined)?.message;
    if (typeof text === 'string') return text;
  }
  return null;
}

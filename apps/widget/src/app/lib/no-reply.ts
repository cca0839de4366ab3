// R-IAPI-6: a 'no-reply' message with a timeout (seconds) asks the widget to tell the flow when the visitor
// has said nothing for that long after the reply was shown; the flow then sends its follow-up.
import type { TMessage } from '@parley/contract/chat';

/** Longest wait honoured (an hour): a typo in a flow must not keep a timer alive for days. */
const MAX_TIMEOUT_SECONDS = 3600;

/** Milliseconds to wait after the reply's last message was revealed, or null when nothing asks for it. */
export function noReplyTimeoutMs(messages: readonly TMessage[]): number | null {
  let found: number | null = null;
  for (const m of messages) {
    if (m.type !== 'no-reply') continue;
    const payload = m.payload as { timeout?: unknown } | undefined;
    const seconds = Number(payload?.timeout);
    if (Number.isFinite(seconds) && seconds > 0) found = Math.min(seconds, MAX_TIMEOUT_SECONDS) * 1000;
  }
  return found;
}

// When each message of a reply appears: bot messages one after another, each after its own delay or the
// agent's messageDelayMS (R-AGD-8: 1000 ms by default); the visitor's own messages at once.

export const DEFAULT_MESSAGE_DELAY_MS = 1000;

export interface Revealable {
  from: 'bot' | 'human';
  delay?: number;
}

/**
 * Offsets in ms from the reply's arrival. The first bot message without an explicit delay shows at once:
 * the visitor already waited for the network.
 */
export function revealSchedule(items: readonly Revealable[], messageDelayMs: number): number[] {
  const fallback =
    Number.isFinite(messageDelayMs) && messageDelayMs >= 0 ? messageDelayMs : DEFAULT_MESSAGE_DELAY_MS;
  let at = 0;
  let seenBot = false;
  return items.map((item) => {
    if (item.from === 'bot') {
      const own =
        typeof item.delay === 'number' && Number.isFinite(item.delay) ? Math.max(0, item.delay) : undefined;
      at += own ?? (seenBot ? fallback : 0);
      seenBot = true;
    }
    return at;
  });
}

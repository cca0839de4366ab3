// R-WCV-3: debug messages are for the workspace's people only. Turns read by a client user lose the
// messages of type 'debug' and the `debug` field a message may carry (a cancelled reply's, for one).
interface TurnWithMessages {
  messages: unknown[];
}

const isDebugMessage = (m: unknown) => (m as { type?: unknown } | null)?.type === 'debug';

function withoutDebugField(m: unknown): unknown {
  if (!m || typeof m !== 'object' || !('debug' in m)) return m;
  const { debug: _debug, ...rest } = m as Record<string, unknown>;
  return rest;
}

export function withoutDebug<T extends TurnWithMessages>(turns: readonly T[]): T[] {
  return turns.map((turn) => ({
    ...turn,
    messages: turn.messages.filter((m) => !isDebugMessage(m)).map(withoutDebugField),
  }));
}

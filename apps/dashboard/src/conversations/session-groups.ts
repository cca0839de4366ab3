// A visitor's turns by session (R-HND-11: sessions appear in tabs; continousSessionUI shows them as one
// thread with a divider where each new session starts).

export interface SessionGroup<T> {
  sessionId: string;
  /** 1 for the visitor's first session. */
  number: number;
  startedAt: number;
  lastAt: number;
  turns: T[];
}

/** Sessions in the order they started; each keeps its turns in stored (chronological) order. */
export function groupTurnsBySession<T extends { sessionId: string; ts: number }>(
  turns: readonly T[],
): SessionGroup<T>[] {
  const groups = new Map<string, SessionGroup<T>>();
  for (const turn of turns) {
    let group = groups.get(turn.sessionId);
    if (!group) {
      group = {
        sessionId: turn.sessionId,
        number: groups.size + 1,
        startedAt: turn.ts,
        lastAt: turn.ts,
        turns: [],
      };
      groups.set(turn.sessionId, group);
    }
    group.turns.push(turn);
    group.startedAt = Math.min(group.startedAt, turn.ts);
    group.lastAt = Math.max(group.lastAt, turn.ts);
  }
  return [...groups.values()];
}

/** The tab to open: the one asked for if it still exists, else the latest session. */
export function sessionToShow<T>(groups: readonly SessionGroup<T>[], wanted: string | null): string | null {
  if (wanted && groups.some((g) => g.sessionId === wanted)) return wanted;
  return groups.at(-1)?.sessionId ?? null;
}

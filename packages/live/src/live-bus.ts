// Live updates across server processes (issue 6): a change is announced with PostgreSQL NOTIFY in the
// transaction that makes it (so it is delivered at commit, never before and never for a rollback), and
// every process LISTENs and hands it to its own subscribers (widget sockets, inbox sockets). Events only
// say *what* changed; subscribers read the current state from the database.
import type { Database } from '@parley/db/connect';
import type { RegionDatabases } from '@parley/db/regions';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { sql } from 'drizzle-orm';

export const LIVE_CHANNEL = 'parley_live';

export interface LiveEvent {
  /** What changed: 'conversation' (state or turns), 'notification', … */
  kind: string;
  agentId?: string;
  userId?: string;
  /** 'account:<id>' or 'client:<id>' for personal events. */
  recipient?: string;
  region: Region;
}

export type Executor = Pick<Database, 'execute'>;

/** The topics an event concerns: its conversation, its agent, its recipient. */
export function topicsOf(e: LiveEvent): string[] {
  const out: string[] = [];
  if (e.agentId && e.userId) out.push(`convo:${e.agentId}:${e.userId}`);
  if (e.agentId) out.push(`agent:${e.agentId}`);
  if (e.recipient) out.push(`recipient:${e.recipient}`);
  return out;
}

/** Announces an event in the caller's transaction (or right away outside one). */
export async function announce(db: Executor, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}

export interface LiveBus {
  subscribe(topic: string, handler: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

export async function startLiveBus(dbs: RegionDatabases, onError?: (err: unknown) => void): Promise<LiveBus> {
  const handlers = new Map<string, Set<(event: LiveEvent) => void>>();
  const dispatch = (payload: string) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const topic of topicsOf(event)) {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(event);
        } catch (err) {
          onError?.(err);
        }
      }
    }
  };
  const stops = await Promise.all(REGIONS.map((r) => dbs[r].listen(LIVE_CHANNEL, dispatch)));
  return {
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    async close() {
      handlers.clear();
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

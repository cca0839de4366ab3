import type { RegionDatabases } from '@parley/db/regions';
import { openTestDatabases } from '@parley/db/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announce, type LiveBus, type LiveEvent, startLiveBus, topicsOf } from './live-bus';

describe('live bus over LISTEN/NOTIFY', () => {
  let dbs: RegionDatabases;
  let bus: LiveBus;
  beforeAll(async () => {
    dbs = await openTestDatabases();
    bus = await startLiveBus(dbs);
  });
  afterAll(async () => {
    await bus.close();
    await Promise.all([dbs.eu.close(), dbs.na.close()]);
  });

  const next = (topic: string) =>
    new Promise<LiveEvent>((resolve) => {
      const off = bus.subscribe(topic, (e) => {
        off();
        resolve(e);
      });
    });

  it('delivers an announced event to the subscribers of its topics, in either region', async () => {
    const got = next('convo:a1:u1');
    const event: LiveEvent = { kind: 'conversation', agentId: 'a1', userId: 'u1', region: 'na' };
    await announce(dbs.na.db, event);
    expect(await got).toEqual(event);
    expect(topicsOf(event)).toEqual(['convo:a1:u1', 'agent:a1']);
  });

  it('announces at commit only: a rolled-back change is never announced', async () => {
    const seen: LiveEvent[] = [];
    const off = bus.subscribe('agent:a2', (e) => seen.push(e));
    await dbs.eu.db
      .transaction(async (tx) => {
        await announce(tx, { kind: 'conversation', agentId: 'a2', userId: 'gone', region: 'eu' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const committed = next('agent:a2');
    await dbs.eu.db.transaction(async (tx) => {
      await announce(tx, { kind: 'conversation', agentId: 'a2', userId: 'kept', region: 'eu' });
    });
    expect((await committed).userId).toBe('kept');
    off();
    expect(seen.map((e) => e.userId)).toEqual(['kept']);
  });
});

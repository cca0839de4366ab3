// The Events page's procedures, and client_created reported from the organisations use cases.
import type { TClientUser, TOrganisation } from '@parley/contract/organisations';
import { eventDeliveries } from '@parley/db/schema';
import { deliverDueEvents } from '@parley/events/application/deliver-due-events';
import { verifySignature } from '@parley/events/domain/event-signature';
import { type LocalHookReceiver, startLocalHookReceiver } from '@parley/events/testing/local-hook-receiver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
interface Delivery {
  id: number;
  type: string;
  status: string;
  attempts: number;
  payload: Record<string, unknown>;
}

describe('events procedures', () => {
  let s: TestServer;
  let receiver: LocalHookReceiver;
  beforeAll(async () => {
    s = await startTestServer({ env: { EVENTS_ALLOW_PRIVATE_NETWORK: 'true' } });
    receiver = await startLocalHookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await s.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.respondWith(200);
  });

  const hookDeps = () => ({
    ctx: s.ctx,
    mailer: s.mailer,
    publicUrl: 'http://localhost:3000',
    allowPrivateNetwork: true,
  });
  const save = (owner: Owner, input: object) =>
    s.trpc('mutation', 'events.saveSettings', input, owner.cookie);

  it('R-EVT-2 saves the endpoint and subscriptions, keeps a sealed signing secret, reveals and regenerates it', async () => {
    const owner = await s.seedWorkspaceOwner();
    const saved = await save(owner, { endpoint: receiver.url, subscribedEvents: ['client_created'] });
    expect(saved.data).toEqual({
      endpoint: receiver.url,
      subscribedEvents: ['client_created'],
      hasSigningSecret: true,
    });
    const stored = JSON.stringify((await s.trpc('query', 'events.settings', undefined, owner.cookie)).data);
    expect(stored).not.toContain('whsec_');
    const first = (await s.trpc<{ secret: string }>('mutation', 'events.revealSecret', {}, owner.cookie))
      .data;
    expect(first.secret).toMatch(/^whsec_/);
    const again = (await s.trpc<{ secret: string }>('mutation', 'events.revealSecret', {}, owner.cookie))
      .data;
    expect(again.secret).toBe(first.secret);
    const rotated = (
      await s.trpc<{ secret: string }>('mutation', 'events.regenerateSecret', {}, owner.cookie)
    ).data;
    expect(rotated.secret).not.toBe(first.secret);

    const test = await s.trpc<Delivery>('mutation', 'events.sendTest', {}, owner.cookie);
    expect(test.data).toMatchObject({ type: 'test', status: 'delivered' });
    const hook = receiver.received[0]!;
    expect(
      verifySignature(
        rotated.secret,
        hook.headers['parley-signature'] as string,
        hook.body,
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true);
  });

  it('refuses unknown event types, bad URLs and callers who are not signed in; nothing is written', async () => {
    const owner = await s.seedWorkspaceOwner();
    expect((await save(owner, { endpoint: receiver.url, subscribedEvents: ['nope'] })).status).toBe(400);
    const bad = await save(owner, { endpoint: 'ftp://example.com/x', subscribedEvents: [] });
    expect(bad.error?.message).toBe('"ftp://example.com/x" is not a valid http or https URL.');
    expect((await s.trpc('query', 'events.settings', undefined, owner.cookie)).data).toEqual({
      endpoint: null,
      subscribedEvents: [],
      hasSigningSecret: false,
    });
    expect((await s.trpc('query', 'events.settings', undefined)).error?.data.code).toBe('UNAUTHORIZED');
    expect((await s.trpc('mutation', 'events.revealSecret', {})).error?.data.code).toBe('UNAUTHORIZED');
  });

  it('R-EVT-4 adding, editing and removing a client user sends client_created with the operation', async () => {
    const owner = await s.seedWorkspaceOwner();
    await save(owner, { endpoint: receiver.url, subscribedEvents: ['client_created'] });
    const org = (await s.trpc<TOrganisation>('mutation', 'orgs.create', { name: 'Acme' }, owner.cookie)).data;
    const email = `clara-${Date.now()}@example.com`;
    const client = (
      await s.trpc<TClientUser>(
        'mutation',
        'orgs.addClient',
        { orgId: org.ID, name: 'Clara', email, password: 'Abcdefghijk2345' },
        owner.cookie,
      )
    ).data;
    await s.trpc(
      'mutation',
      'orgs.updateClient',
      { orgId: org.ID, clientId: client.ID, name: 'Clara B' },
      owner.cookie,
    );
    await s.trpc('mutation', 'orgs.removeClient', { orgId: org.ID, clientId: client.ID }, owner.cookie);
    // A refused change (unknown client) reports nothing.
    await s.trpc('mutation', 'orgs.removeClient', { orgId: org.ID, clientId: 'nobody' }, owner.cookie);

    await deliverDueEvents(hookDeps());
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => [b.type, b.payload])).toEqual([
      [
        'client_created',
        {
          organisationId: org.ID,
          clientId: client.ID,
          clientName: 'Clara',
          clientEmail: email,
          operation: 'create',
        },
      ],
      [
        'client_created',
        {
          organisationId: org.ID,
          clientId: client.ID,
          clientName: 'Clara B',
          clientEmail: email,
          operation: 'update',
        },
      ],
      [
        'client_created',
        {
          organisationId: org.ID,
          clientId: client.ID,
          clientName: 'Clara B',
          clientEmail: email,
          operation: 'delete',
        },
      ],
    ]);
    const listed = (await s.trpc<Delivery[]>('query', 'events.deliveries', { limit: 10 }, owner.cookie)).data;
    expect(listed.map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('a failed delivery is retried from the page; another workspace cannot see or retry it', async () => {
    const owner = await s.seedWorkspaceOwner();
    const stranger = await s.seedWorkspaceOwner();
    await save(owner, { endpoint: receiver.url, subscribedEvents: [] });
    receiver.respondWith(500);
    const failed = (await s.trpc<Delivery>('mutation', 'events.sendTest', {}, owner.cookie)).data;
    expect(failed.status).toBe('failed');
    expect((await s.trpc<Delivery[]>('query', 'events.deliveries', {}, stranger.cookie)).data).toEqual([]);
    const foreign = await s.trpc('mutation', 'events.retry', { id: failed.id }, stranger.cookie);
    expect(foreign.error?.message).toBe('Delivery not found.');
    receiver.respondWith(200);
    const retried = await s.trpc<Delivery>('mutation', 'events.retry', { id: failed.id }, owner.cookie);
    expect(retried.data).toMatchObject({ status: 'delivered', attempts: 2 });
    const again = await s.trpc('mutation', 'events.retry', { id: failed.id }, owner.cookie);
    expect(again.error?.message).toBe('This delivery was already delivered.');
    const [row] = await s.ctx.dbs.eu.db
      .select()
      .from(eventDeliveries)
      .where(eq(eventDeliveries.id, failed.id));
    expect(row?.attempts).toBe(2);
  });
});

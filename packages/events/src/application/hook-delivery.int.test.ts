// Hook deliveries against a real local receiver and a real SMTP server, on real databases.

import { eventDeliveries, mailOutbox } from '@parley/db/schema';
import { createTestDataContext } from '@parley/db/testing/test-databases';
import { createMailer } from '@parley/mail/infrastructure/create-mailer';
import { type LocalSmtpServer, startLocalSmtpServer } from '@parley/mail/testing/local-smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifySignature } from '../domain/event-signature';
import { postHook } from '../infrastructure/post-hook';
import { type LocalHookReceiver, startLocalHookReceiver } from '../testing/local-hook-receiver';
import { seedHookedWorkspace } from '../testing/seed-hooked-workspace';
import { deliverDueEvents } from './deliver-due-events';
import { emitWorkspaceEvent } from './emit-workspace-event';
import type { HookDeps } from './hook-deps';
import { revealSigningSecret, saveHookSettings } from './hook-settings';
import { retryDelivery, sendTestEvent } from './manage-deliveries';

let ctx: Awaited<ReturnType<typeof createTestDataContext>>;
let smtp: LocalSmtpServer;
let receiver: LocalHookReceiver;
let mailer: ReturnType<typeof createMailer>;
let deps: HookDeps;

const clientPayload = (n = 1) => ({
  organisationId: 'org1',
  clientId: `client${n}`,
  clientName: 'Clara Client',
  clientEmail: 'clara@example.com',
  operation: 'create',
});

beforeAll(async () => {
  ctx = await createTestDataContext();
  smtp = await startLocalSmtpServer();
  receiver = await startLocalHookReceiver();
  mailer = createMailer({ dbs: ctx.dbs, smtpUrl: smtp.url, from: 'Parley <no-reply@parley.test>' });
  deps = {
    ctx,
    mailer,
    publicUrl: 'http://parley.test',
    allowPrivateNetwork: true,
    timeoutMs: 2_000,
    backoff: { maxAttempts: 3, baseDelayMs: 1, factor: 1 },
  };
});
afterAll(async () => {
  mailer.close();
  await receiver.close();
  await smtp.close();
  await ctx.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.respondWith(200);
});

describe('event hooks', () => {
  it('R-EVT-2 R-EVT-4 delivers a subscribed event, signed, without the workspace secret', async () => {
    const ws = await seedHookedWorkspace(ctx, {
      endpoint: receiver.url,
      subscribedEvents: ['client_created'],
    });
    const queued = await emitWorkspaceEvent(ctx, {
      region: ws.region,
      workspaceId: ws.workspaceUid,
      type: 'client_created',
      payload: clientPayload(),
    });
    expect(queued.queued).toBe(true);
    expect(await deliverDueEvents(deps)).toEqual({ attempted: 1 });

    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    const body = JSON.parse(hook!.body);
    expect(body).toEqual({ type: 'client_created', payload: clientPayload(), createdAt: expect.any(Number) });
    expect(hook!.body).not.toContain('vg_');
    expect(hook!.headers['parley-event-id']).toBe(String(queued.id));
    const { secret } = await revealSigningSecret(ctx, ws);
    const now = Math.floor(Date.now() / 1000);
    expect(verifySignature(secret, hook!.headers['parley-signature'] as string, hook!.body, now)).toBe(true);
    expect(verifySignature('whsec_wrong', hook!.headers['parley-signature'] as string, hook!.body, now)).toBe(
      false,
    );

    const [row] = await ctx.dbs.eu.db
      .select()
      .from(eventDeliveries)
      .where(eq(eventDeliveries.id, queued.id!));
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200, lastError: null });
  });

  it('R-EVT-2 never sends a type the workspace did not subscribe to, nor without an endpoint', async () => {
    const ws = await seedHookedWorkspace(ctx, {
      endpoint: receiver.url,
      subscribedEvents: ['workspace_log'],
    });
    const queued = await emitWorkspaceEvent(ctx, {
      region: ws.region,
      workspaceId: ws.workspaceUid,
      type: 'client_created',
      payload: clientPayload(),
    });
    expect(queued.queued).toBe(false);
    const bare = await seedHookedWorkspace(ctx, { endpoint: '', subscribedEvents: ['client_created'] });
    expect(
      (
        await emitWorkspaceEvent(ctx, {
          region: 'eu',
          workspaceId: bare.workspaceUid,
          type: 'client_created',
          payload: {},
        })
      ).queued,
    ).toBe(false);
    expect(await deliverDueEvents(deps)).toEqual({ attempted: 0 });
    expect(receiver.received).toHaveLength(0);
  });

  it('R-EVT-3 retries a non-OK answer with backoff, then fails and mails each workspace member', async () => {
    receiver.respondWith(503);
    const member = `member-${Date.now()}@example.com`;
    const ws = await seedHookedWorkspace(ctx, {
      endpoint: receiver.url,
      subscribedEvents: ['client_created'],
      memberEmails: [member],
    });
    const { id } = await emitWorkspaceEvent(ctx, {
      region: 'eu',
      workspaceId: ws.workspaceUid,
      type: 'client_created',
      payload: clientPayload(),
    });
    const statusOf = async () =>
      (await ctx.dbs.eu.db.select().from(eventDeliveries).where(eq(eventDeliveries.id, id!)))[0]!;

    await deliverDueEvents(deps);
    expect(await statusOf()).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503 });
    expect((await statusOf()).lastError).toContain('HTTP 503');
    for (let i = 0; i < 20 && (await statusOf()).status === 'pending'; i += 1) {
      await new Promise((r) => setTimeout(r, 5));
      await deliverDueEvents(deps);
    }
    expect(await statusOf()).toMatchObject({ status: 'failed', attempts: 3 });
    expect(receiver.received).toHaveLength(3);

    const toOwner = await smtp.waitFor((m) => m.envelopeTo.includes(ws.email));
    const toMember = await smtp.waitFor((m) => m.envelopeTo.includes(member));
    for (const mail of [toOwner, toMember]) {
      expect(mail.parsed.subject).toBe('An event hook could not be delivered');
      expect(mail.parsed.text).toContain('HTTP 503');
    }
    const outbox = await ctx.dbs.eu.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.workspaceId, ws.workspaceUid));
    expect(outbox.map((m) => m.purpose)).toEqual(['event-hook-failed', 'event-hook-failed']);

    // The receiver is back: the retry button delivers it.
    receiver.respondWith(200);
    const retried = await retryDelivery(deps, ws, id!);
    expect(retried).toMatchObject({ status: 'delivered', attempts: 4, lastStatus: 200 });
  });

  it('R-EVT-2 two pollers never deliver one event twice', async () => {
    const ws = await seedHookedWorkspace(ctx, {
      endpoint: receiver.url,
      subscribedEvents: ['client_created'],
    });
    for (let n = 0; n < 12; n += 1) {
      await emitWorkspaceEvent(ctx, {
        region: 'eu',
        workspaceId: ws.workspaceUid,
        type: 'client_created',
        payload: clientPayload(n),
      });
    }
    const [a, b] = await Promise.all([deliverDueEvents(deps, 8), deliverDueEvents(deps, 8)]);
    const third = await deliverDueEvents(deps, 8);
    expect(a.attempted + b.attempted + third.attempted).toBe(12);
    const ids = receiver.received.map((r) => r.headers['parley-event-id']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(await deliverDueEvents(deps)).toEqual({ attempted: 0 });
  });

  it('sends a test event at once, whatever the subscriptions', async () => {
    const ws = await seedHookedWorkspace(ctx, { endpoint: receiver.url, subscribedEvents: [] });
    const sent = await sendTestEvent(deps, ws);
    expect(sent).toMatchObject({ type: 'test', status: 'delivered', attempts: 1 });
    expect(JSON.parse(receiver.received[0]!.body).type).toBe('test');
    // A failing test event is reported, not retried, and mails no one.
    receiver.respondWith(500);
    const failed = await sendTestEvent(deps, ws);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastStatus: 500 });
    expect(await deliverDueEvents(deps)).toEqual({ attempted: 0 });
  });

  it('refuses private and loopback endpoints unless the operator allows them', async () => {
    const ws = await seedHookedWorkspace(ctx, {
      endpoint: receiver.url,
      subscribedEvents: ['client_created'],
    });
    const strict = { ...deps, allowPrivateNetwork: false };
    const sent = await sendTestEvent(strict, ws);
    expect(sent.status).toBe('failed');
    expect(sent.lastError).toContain('private or local network');
    const byName = await postHook(
      { url: receiver.url.replace('127.0.0.1', 'localhost'), body: '{}', headers: {} },
      { timeoutMs: 2_000, allowPrivateNetwork: false },
    );
    expect(byName).toMatchObject({ ok: false, error: expect.stringContaining('private or local network') });
    expect(receiver.received).toHaveLength(0);
    await expect(
      saveHookSettings(
        ctx,
        ws,
        { endpoint: 'http://10.0.0.8/hook', subscribedEvents: [] },
        { allowPrivateNetwork: false },
      ),
    ).rejects.toThrow('private or local network');
  });
});

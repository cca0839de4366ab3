// Web Push through the real `web-push` library to a local push service that decrypts what it gets.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type LocalPushService, startLocalPushService } from '../testing/local-push-service';
import { createWebPushSender } from './web-push-sender';

const vapid = webpush.generateVAPIDKeys();
let service: LocalPushService;

beforeAll(async () => {
  service = await startLocalPushService(vapid.publicKey);
});
afterAll(() => service.close());

describe('web push sender', () => {
  it('R-NTF-9 encrypts for the subscription and signs with the VAPID key', async () => {
    const sender = createWebPushSender({ vapid, subject: 'mailto:ops@example.com', agent: service.agent });
    const subscription = service.subscribe();
    const outcome = await sender.send(subscription, JSON.stringify({ title: 'Hello' }), {
      ttlSeconds: 120,
      urgency: 'high',
    });
    expect(outcome).toEqual({ ok: true, status: 201 });
    const push = await service.waitFor((p) => p.endpoint === subscription.endpoint);
    expect(JSON.parse(push.payload)).toEqual({ title: 'Hello' });
    expect(push.vapid.aud).toBe(new URL(subscription.endpoint).origin);
    expect(push.vapid.sub).toBe('mailto:ops@example.com');
    expect(push.headers.ttl).toBe('120');
    expect(push.headers.urgency).toBe('high');
  });

  it('reports the push service status of a subscription that is gone', async () => {
    const sender = createWebPushSender({ vapid, subject: 'mailto:ops@example.com', agent: service.agent });
    const subscription = service.subscribe();
    service.answer(subscription.endpoint, 410);
    const outcome = await sender.send(subscription, '{}', { ttlSeconds: 60, urgency: 'normal' });
    expect(outcome).toMatchObject({ ok: false, status: 410 });
  });

  it('refuses endpoints on private or loopback addresses unless allowed', async () => {
    const sender = createWebPushSender({ vapid, subject: 'mailto:ops@example.com' });
    const subscription = service.subscribe();
    const outcome = await sender.send(subscription, '{}', { ttlSeconds: 60, urgency: 'normal' });
    expect(outcome).toMatchObject({ ok: false, error: expect.stringContaining('private or local') });
    const byName = await sender.send(
      { ...subscription, endpoint: subscription.endpoint.replace('127.0.0.1', 'localhost') },
      '{}',
      { ttlSeconds: 60, urgency: 'normal' },
    );
    expect(byName).toMatchObject({ ok: false, error: expect.stringContaining('private or local') });
    expect(service.received.some((p) => p.endpoint === subscription.endpoint)).toBe(false);
  });
});

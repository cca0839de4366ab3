// A push service for tests, speaking RFC 8030 over HTTPS on 127.0.0.1 (web-push only talks https):
// it hands out subscriptions whose private keys it keeps, decrypts what arrives and checks VAPID.
// The certificate is made by the openssl binary; the returned agent trusts it.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushSubscriptionJson } from '../domain/push-subscription';
import {
  decryptPushBody,
  newReceiverKeys,
  type ReceiverKeys,
  type VapidClaims,
  verifyVapid,
} from './web-push-decrypt';

export interface ReceivedPush {
  endpoint: string;
  payload: string;
  headers: Record<string, string | string[] | undefined>;
  vapid: VapidClaims;
}

export interface LocalPushService {
  /** Trusts the service's self-signed certificate; hand it to createWebPushSender. */
  agent: https.Agent;
  received: ReceivedPush[];
  /** A fresh browser subscription on this service. */
  subscribe(): PushSubscriptionJson;
  /** From now on, pushes to this endpoint are answered with `status` (410: unsubscribed). */
  answer(endpoint: string, status: number): void;
  waitFor(match: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'parley-push-'));
  try {
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    );
    if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr?.toString() ?? result.error}`);
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startLocalPushService(vapidPublicKey: string): Promise<LocalPushService> {
  const { key, cert } = selfSignedCertificate();
  const keysByPath = new Map<string, ReceiverKeys>();
  const statusByPath = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiters: Array<{ match: (p: ReceivedPush) => boolean; resolve: (p: ReceivedPush) => void }> = [];

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const keys = keysByPath.get(path);
      if (req.method !== 'POST' || !keys) return void res.writeHead(404).end();
      const status = statusByPath.get(path);
      if (status) return void res.writeHead(status).end('gone');
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const push: ReceivedPush = {
          endpoint: `${origin}${path}`,
          payload: decryptPushBody(Buffer.concat(chunks), keys),
          headers: req.headers,
          vapid: verifyVapid(req.headers.authorization, vapidPublicKey),
        };
        received.push(push);
        for (const w of [...waiters])
          if (w.match(push)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(push);
          }
        res.writeHead(201).end();
      } catch (error) {
        res.writeHead(400).end(error instanceof Error ? error.message : String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `https://127.0.0.1:${port}`;

  return {
    agent: new https.Agent({ ca: cert }),
    received,
    subscribe() {
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      const keys = newReceiverKeys();
      keysByPath.set(path, keys);
      return { endpoint: `${origin}${path}`, keys: { p256dh: keys.p256dh, auth: keys.authB64 } };
    },
    answer(endpoint, status) {
      statusByPath.set(new URL(endpoint).pathname, status);
    },
    waitFor(match, timeoutMs = 5000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) waiters.splice(i, 1);
          reject(new Error('no matching push arrived'));
        }, timeoutMs).unref();
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

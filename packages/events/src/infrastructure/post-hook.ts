// One hook POST to a workspace's endpoint, safe against SSRF: the address is checked when the
// connection is made (so a DNS answer cannot switch to a private address after a check), no
// redirects are followed, and the time and the answer read are bounded.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress } from '@parley/knowledge/infrastructure/address-policy';

export interface HookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface HookPostOptions {
  timeoutMs: number;
  /** Let hooks reach private and loopback addresses (EVENTS_ALLOW_PRIVATE_NETWORK). */
  allowPrivateNetwork: boolean;
}

export type HookOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

const PRIVATE_REFUSED = 'The endpoint resolves to a private or local network address.';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
        return callback(Object.assign(new Error(PRIVATE_REFUSED), { code: 'EPRIVATE' }), '');
      }
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '');
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

export function postHook(request: HookRequest, options: HookPostOptions): Promise<HookOutcome> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.resolve({ ok: false, status: null, error: 'The endpoint is not a valid URL.' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.resolve({ ok: false, status: null, error: 'The endpoint must be http or https.' });
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Literal addresses never go through lookup, so they are checked here.
  if (!options.allowPrivateNetwork && isIP(host) && isPrivateAddress(host)) {
    return Promise.resolve({ ok: false, status: null, error: PRIVATE_REFUSED });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          'user-agent': 'Parley-Hooks/1.0',
        },
        lookup: guardedLookup(options.allowPrivateNetwork) as never,
        timeout: options.timeoutMs,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          // A short excerpt is enough for the delivery list; the rest is drained and dropped.
          if (size < 300) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => {
          if (status >= 200 && status < 300) return resolve({ ok: true, status });
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, 300).replace(/\s+/g, ' ').trim();
          resolve({ ok: false, status, error: `HTTP ${status}${excerpt ? `: ${excerpt}` : ''}` });
        });
        res.on('error', (err) => resolve({ ok: false, status, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({
        ok: false,
        status: null,
        error:
          err.code === 'EPRIVATE'
            ? PRIVATE_REFUSED
            : err.code === 'ETIMEDOUT'
              ? `No answer within ${Math.round(options.timeoutMs / 1000)} s.`
              : (err.code ?? err.message),
      }),
    );
    req.end(request.body);
  });
}

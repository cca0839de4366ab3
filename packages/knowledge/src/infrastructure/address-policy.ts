// Which hosts a crawl may reach: http(s) only, and no private/loopback addresses unless allowed.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '@parley/kernel/errors';

export const URL_MESSAGES = {
  invalid: (url: string) => `"${url}" is not a valid http or https URL.`,
  privateAddress: (url: string) =>
    `"${url}" points to a private or local network address and cannot be fetched.`,
} as const;

/** Loopback, private, link-local, CGNAT, unspecified and unique-local ranges. */
export function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  const v6 = ip.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

export function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AppError('BAD_REQUEST', URL_MESSAGES.invalid(raw));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppError('BAD_REQUEST', URL_MESSAGES.invalid(raw));
  url.hash = '';
  return url;
}

/** Throws unless the URL is http(s) and (unless allowed) resolves only to public addresses. */
export async function assertFetchable(raw: string, allowPrivateNetwork: boolean): Promise<URL> {
  const url = parseHttpUrl(raw);
  if (allowPrivateNetwork) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (host === 'localhost' || addresses.some(isPrivateAddress)) {
    throw new AppError('BAD_REQUEST', URL_MESSAGES.privateAddress(raw));
  }
  return url;
}

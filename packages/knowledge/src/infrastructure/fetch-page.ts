// One guarded HTTP GET: address policy re-checked on every redirect, a time-out and a size cap.
import { AppError } from '@parley/kernel/errors';
import { assertFetchable } from './address-policy';
import { CRAWLER_USER_AGENT } from './robots-rules';

export interface FetchOptions {
  allowPrivateNetwork: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

const MAX_REDIRECTS = 5;

export async function fetchPage(raw: string, options: FetchOptions): Promise<FetchedPage> {
  let url = (await assertFetchable(raw, options.allowPrivateNetwork)).toString();
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: {
        'user-agent': `${CRAWLER_USER_AGENT}/1.0`,
        accept: 'text/html,application/xml,text/plain,*/*',
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      url = (
        await assertFetchable(new URL(location, url).toString(), options.allowPrivateNetwork)
      ).toString();
      continue;
    }
    const max = options.maxBytes ?? 5 * 1024 * 1024;
    const buffer = new Uint8Array(await res.arrayBuffer());
    if (buffer.length > max)
      throw new AppError('BAD_REQUEST', `"${url}" is larger than ${Math.round(max / 1048576)} MB.`);
    return {
      url,
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body: new TextDecoder().decode(buffer),
    };
  }
  throw new AppError('BAD_REQUEST', `"${raw}" redirects too many times.`);
}

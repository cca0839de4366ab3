// One bounded HTTP exchange with a tool server: time limit, caller cancellation and a size cap.
export interface HttpRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type HttpOutcome =
  | { kind: 'response'; status: number; text: string; truncated: boolean }
  | { kind: 'timeout' }
  | { kind: 'cancelled' }
  | { kind: 'network'; reason: string };

export const MAX_TOOL_RESPONSE_BYTES = 64 * 1024;

export async function sendHttp(
  request: HttpRequest,
  options: { timeoutMs: number; maxBytes?: number; signal?: AbortSignal },
): Promise<HttpOutcome> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const aborted = (): HttpOutcome => (timeout.aborted ? { kind: 'timeout' } : { kind: 'cancelled' });
  if (signal.aborted) return aborted();
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(request.body),
      signal,
      redirect: 'manual',
    });
    const { text, truncated } = await readCapped(response, options.maxBytes ?? MAX_TOOL_RESPONSE_BYTES);
    return { kind: 'response', status: response.status, text, truncated };
  } catch (error) {
    if (signal.aborted) return aborted();
    return { kind: 'network', reason: describeNetworkError(error) };
  }
}

/** Reads at most maxBytes, then stops the download: a huge answer must not fill memory or the prompt. */
async function readCapped(
  response: Response,
  maxBytes: number,
): Promise<{ text: string; truncated: boolean }> {
  if (!response.body) return { text: '', truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - size));
      await reader.cancel().catch(() => undefined);
      return { text: Buffer.concat(chunks).toString('utf8'), truncated: true };
    }
    chunks.push(value);
    size += value.byteLength;
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated: false };
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code) return cause.code;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

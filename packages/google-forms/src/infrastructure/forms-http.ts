// The two requests made to the forms origin: read a form's page, post its answers. No redirect is
// followed (a redirect means the form wants a Google sign-in), answers are time- and size-limited.
const TIMEOUT_MS = 8_000;
const MAX_PAGE_BYTES = 3 * 1024 * 1024;

export type PageResult = { status: 'ok'; html: string } | { status: 'sign-in' | 'unavailable' };

async function readCapped(res: Response): Promise<string | null> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_PAGE_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function fetchFormPage(origin: string, path: string): Promise<PageResult> {
  try {
    const res = await fetch(`${origin}${path}/viewform`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      return { status: 'sign-in' };
    }
    if (res.status !== 200) {
      await res.body?.cancel();
      return { status: 'unavailable' };
    }
    const html = await readCapped(res);
    return html === null ? { status: 'unavailable' } : { status: 'ok', html };
  } catch {
    return { status: 'unavailable' };
  }
}

/** True when the form accepted the answers (Google answers 200 with its confirmation page). */
export async function postFormResponse(
  origin: string,
  path: string,
  body: URLSearchParams,
): Promise<boolean> {
  try {
    const res = await fetch(`${origin}${path}/formResponse`, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

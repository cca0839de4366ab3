// Sends one image to POST /api/uploads and returns its address (logos, R-SHL-9 Settings).
import type { TProblem } from '@parley/contract/auth';
import { DASHBOARD_MESSAGES } from '../messages';

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/uploads?purpose=image', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(DASHBOARD_MESSAGES.networkError);
  }
  const data = (await response.json().catch(() => null)) as (Partial<TProblem> & { url?: string }) | null;
  if (!response.ok || !data?.url) throw new Error(data?.detail || DASHBOARD_MESSAGES.unexpectedError);
  return data.url;
}

// Uploads one file to /api/uploads (type- and size-checked on the server) and answers where it lives.
import { DASHBOARD_MESSAGES } from '../messages';
import { ProblemError } from './rest';

export interface UploadedFile {
  id: string;
  url: string;
  fileName: string;
  contentType: string;
  sizeKB: number;
}

export async function uploadFile(
  file: File,
  purpose: 'image' | 'attachment' = 'image',
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/uploads?purpose=${purpose}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ProblemError(0, DASHBOARD_MESSAGES.networkError);
  }
  const data = (await response.json().catch(() => null)) as (UploadedFile & { detail?: string }) | null;
  if (!response.ok || !data)
    throw new ProblemError(response.status, data?.detail ?? DASHBOARD_MESSAGES.unexpectedError);
  return data;
}

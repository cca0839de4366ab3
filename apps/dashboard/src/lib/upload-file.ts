// POST /api/uploads (multipart, one file) for workspace and client users; the stored file's public URL.
import type { TProblem } from '@parley/contract/auth';
import { DASHBOARD_MESSAGES } from '../messages';
import { ProblemError } from './rest';

export interface StoredUpload {
  id: string;
  url: string;
  fileName: string;
  contentType: string;
  sizeKB: number;
}

export async function uploadFile(
  file: File,
  purpose: 'image' | 'attachment' = 'image',
): Promise<StoredUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/uploads?purpose=${purpose}`, {
      method: 'POST',
      credentials: 'same-origin',
      body,
    });
  } catch {
    throw new ProblemError(0, DASHBOARD_MESSAGES.networkError);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (data ?? {}) as Partial<TProblem>;
    throw new ProblemError(response.status, problem.detail || DASHBOARD_MESSAGES.unexpectedError);
  }
  return data as StoredUpload;
}

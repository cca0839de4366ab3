// R-WUP-4: one file to POST /api/agents/{agentId}/files/{userId}?component=…, with upload progress
// (fetch cannot report it; XMLHttpRequest's upload events can).
import type { UploadComponent } from '../lib/upload-rules';
import { type AgentRef, agentUrl } from './http';

export interface UploadedFile {
  id: string;
  url: string;
  fileName: string;
  contentType: string;
  sizeKB: number;
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    /** The server's message (problem+json detail), shown to the visitor. */
    readonly detail: string | null,
  ) {
    super(detail ?? `Upload failed with status ${status}`);
  }
}

export function uploadFile(
  agent: AgentRef,
  userId: string,
  file: File,
  component: UploadComponent,
  onProgress: (percent: number) => void,
): { promise: Promise<UploadedFile>; abort(): void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', agentUrl(agent, `files/${encodeURIComponent(userId)}`, { component }));
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<UploadedFile> & { detail?: string };
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.url === 'string') {
        onProgress(100);
        resolve(body as UploadedFile);
      } else reject(new UploadError(xhr.status, typeof body?.detail === 'string' ? body.detail : null));
    };
    xhr.onerror = () => reject(new UploadError(0, null));
    xhr.onabort = () => reject(new UploadError(0, null));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

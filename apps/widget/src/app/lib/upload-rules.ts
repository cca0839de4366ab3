// Upload limits per component (R-WUP-1..3): checked before anything is sent.

export type UploadComponent = 'chat' | 'form' | 'formField';

/** R-WUP-3: 30 MB in chat, 5 MB for a form upload, 10 MB for a form's file field. */
export const UPLOAD_LIMIT_MB: Record<UploadComponent, number> = { chat: 30, form: 5, formField: 10 };

export type UploadRefusal = { reason: 'size'; maxMB: number } | { reason: 'type'; types: string };

/**
 * `types`: accepted extensions or MIME types ('pdf', '.png', 'image/*'). A message may narrow the size
 * below the component's limit (maxSizeMB), never raise it.
 */
export function checkUpload(
  file: { name: string; size: number; type: string },
  component: UploadComponent,
  options: { maxSizeMB?: number; types?: readonly string[] } = {},
): UploadRefusal | null {
  const cap = UPLOAD_LIMIT_MB[component];
  const maxMB =
    typeof options.maxSizeMB === 'number' && options.maxSizeMB > 0 ? Math.min(options.maxSizeMB, cap) : cap;
  if (file.size > maxMB * 1024 * 1024) return { reason: 'size', maxMB };
  const types = (options.types ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (types.length > 0) {
    const ext = file.name.toLowerCase().split('.').pop() ?? '';
    const mime = file.type.toLowerCase();
    const ok = types.some((t) =>
      t.includes('/')
        ? t.endsWith('/*')
          ? mime.startsWith(t.slice(0, -1))
          : mime === t
        : t.replace(/^\./, '') === ext,
    );
    if (!ok)
      return { reason: 'type', types: types.map((t) => t.replace(/^\./, '').toUpperCase()).join(', ') };
  }
  return null;
}

/** R-WUP-9: sizes are reported in megabytes, two decimals. */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 100) / 100;

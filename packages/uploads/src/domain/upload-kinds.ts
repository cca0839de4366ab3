// What may be uploaded for which purpose: the type is decided by the file's first bytes, never by
// its name or the browser's claim, and each purpose has a size limit.

export type UploadPurpose = 'image' | 'attachment';

export type SniffedType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'application/pdf'
  | 'text/plain';

export const UPLOAD_LIMITS: Record<UploadPurpose, { maxBytes: number; types: ReadonlyArray<SniffedType> }> = {
  /** Logos and profile photos. SVG is refused: it can carry script. */
  image: { maxBytes: 2 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
  /** Files attached to feedback and e-mail forms. */
  attachment: {
    maxBytes: 10 * 1024 * 1024,
    types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain'],
  },
};

export const UPLOAD_MESSAGES = {
  tooLarge: (maxBytes: number) => `The file is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB).`,
  wrongType: (purpose: UploadPurpose) =>
    purpose === 'image'
      ? 'Only PNG, JPEG, GIF and WebP images can be uploaded.'
      : 'Only images, PDF and plain-text files can be attached.',
  empty: 'The file is empty.',
  notFound: 'File not found.',
} as const;

const startsWith = (bytes: Uint8Array, magic: number[], offset = 0) =>
  magic.every((b, i) => bytes[offset + i] === b);

/** Plain text: valid UTF-8 without NUL or other binary control bytes in the first 4 KB. */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  for (const b of head) if (b < 9 || (b > 13 && b < 32 && b !== 27)) return false;
  try {
    // stream: a character cut in two at the 4 KB boundary is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: head.length < bytes.length });
    return true;
  } catch {
    return false;
  }
}

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (bytes.length > 0 && looksLikeText(bytes)) return 'text/plain';
  return null;
}

export type UploadCheck = { ok: true; contentType: SniffedType } | { ok: false; message: string };

export function checkUpload(purpose: UploadPurpose, bytes: Uint8Array): UploadCheck {
  const limits = UPLOAD_LIMITS[purpose];
  if (bytes.length === 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (bytes.length > limits.maxBytes)
    return { ok: false, message: UPLOAD_MESSAGES.tooLarge(limits.maxBytes) };
  const type = sniffType(bytes);
  if (!type || !limits.types.includes(type))
    return { ok: false, message: UPLOAD_MESSAGES.wrongType(purpose) };
  return { ok: true, contentType: type };
}

/** A file name safe to show and to put in a Content-Disposition header. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\w.\- ()]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return cleaned || 'file';
}

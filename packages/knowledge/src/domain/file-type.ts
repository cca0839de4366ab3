// Accepted file kinds, checked by extension AND by content: a renamed binary is refused.
export type FileKind = 'pdf' | 'docx' | 'txt' | 'md' | 'html' | 'csv';

const BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  html: 'html',
  htm: 'html',
  csv: 'csv',
};

export const ACCEPTED_EXTENSIONS = Object.keys(BY_EXTENSION).map((e) => `.${e}`);

export const FILE_MESSAGES = {
  unsupported: (name: string) =>
    `"${name}" is not a supported file type. Upload a PDF, DOCX, TXT, Markdown, HTML or CSV file.`,
  mismatch: (name: string, kind: FileKind) =>
    `"${name}" does not contain what its name says (${kind.toUpperCase()}); it looks like a different or binary file.`,
  tooLarge: (name: string, maxMb: number) => `"${name}" is larger than the ${maxMb} MB limit.`,
  empty: (name: string) => `"${name}" is empty.`,
} as const;

export function kindFromName(name: string): FileKind | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return name.includes('.') ? (BY_EXTENSION[ext] ?? null) : null;
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Text files must be valid UTF-8 without NUL bytes or many control characters. */
export function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32)) control += 1;
  }
  if (control > sample.length * 0.01) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.length < bytes.length ? trimPartial(sample) : sample,
    );
    return true;
  } catch {
    return false;
  }
}

/** Drops a UTF-8 sequence cut in half at the end of a sample. */
function trimPartial(sample: Uint8Array): Uint8Array {
  let end = sample.length;
  const at = (i: number) => sample[i] ?? 0;
  for (let i = 0; i < 3 && end > 0 && (at(end - 1) & 0xc0) === 0x80; i += 1) end -= 1;
  if (end > 0 && at(end - 1) >= 0xc0) end -= 1;
  return sample.subarray(0, end);
}

/** True when the bytes match the kind the name claims. */
export function contentMatches(kind: FileKind, bytes: Uint8Array): boolean {
  if (kind === 'pdf') return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
  if (kind === 'docx') return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]); // a zip (OOXML)
  return looksLikeText(bytes);
}

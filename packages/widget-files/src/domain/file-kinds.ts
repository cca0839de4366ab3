// What a visitor may upload, decided from the file's bytes (never its name or the browser's claim).
// Script-capable formats (SVG, HTML, XML) are never accepted, even as text.

export interface FileKind {
  /** What the type message names, e.g. 'PDF'. */
  label: string;
  contentType: string;
  /** The extensions a stored file name may keep; the first is given to any other name. */
  extensions: ReadonlyArray<string>;
}

const kind = (label: string, contentType: string, extensions = [label.toLowerCase()]): FileKind => ({
  label,
  contentType,
  extensions,
});

export const FILE_KINDS = {
  jpg: kind('JPG', 'image/jpeg', ['jpg', 'jpeg']),
  png: kind('PNG', 'image/png'),
  gif: kind('GIF', 'image/gif'),
  webp: kind('WEBP', 'image/webp'),
  bmp: kind('BMP', 'image/bmp'),
  pdf: kind('PDF', 'application/pdf'),
  txt: kind('TXT', 'text/plain', ['txt', 'csv', 'tsv', 'md', 'log', 'json']),
  docx: kind('DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  xlsx: kind('XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  pptx: kind('PPTX', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  mp3: kind('MP3', 'audio/mpeg'),
  wav: kind('WAV', 'audio/wav'),
  ogg: kind('OGG', 'audio/ogg', ['ogg', 'oga', 'opus']),
  webm: kind('WEBM', 'audio/webm', ['webm', 'weba']),
  m4a: kind('M4A', 'audio/mp4'),
} as const satisfies Record<string, FileKind>;

export type FileKindKey = keyof typeof FILE_KINDS;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const at = (bytes: Uint8Array, magic: number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);

/** Markup a browser could run if it ever rendered the file: refused even inside a .txt. */
const MARKUP = /^\s*<|<\s*(html|svg|script|iframe|body|!doctype|\?xml)\b/i;

/** Plain text: valid UTF-8 without binary control bytes in the first 4 KB, and no markup. */
function isPlainText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  for (const b of head) if (b < 9 || (b > 13 && b < 32 && b !== 27)) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, {
      stream: head.length < bytes.length,
    });
    return !MARKUP.test(text.replace(/^\uFEFF/, ''));
  } catch {
    return false;
  }
}

/** An Office Open XML package: a ZIP whose entries name the document part. */
function officeKind(bytes: Uint8Array): FileKindKey | null {
  if (!at(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.indexOf('[Content_Types].xml') < 0) return null;
  if (buffer.indexOf('word/') >= 0) return 'docx';
  if (buffer.indexOf('xl/') >= 0) return 'xlsx';
  if (buffer.indexOf('ppt/') >= 0) return 'pptx';
  return null;
}

/** MP3: an ID3 tag or an MPEG audio frame sync (11 set bits, layer III). */
const isMp3 = (bytes: Uint8Array) =>
  at(bytes, ascii('ID3')) || (bytes.length > 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2);

export function sniffFileKind(bytes: Uint8Array): FileKindKey | null {
  if (at(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (at(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(bytes, ascii('GIF87a')) || at(bytes, ascii('GIF89a'))) return 'gif';
  if (at(bytes, ascii('RIFF')) && at(bytes, ascii('WEBP'), 8)) return 'webp';
  if (at(bytes, ascii('RIFF')) && at(bytes, ascii('WAVE'), 8)) return 'wav';
  if (at(bytes, ascii('BM')) && bytes.length > 26 && at(bytes, [0, 0, 0, 0], 6)) return 'bmp';
  if (at(bytes, ascii('%PDF-'))) return 'pdf';
  if (at(bytes, ascii('OggS'))) return 'ogg';
  if (at(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (at(bytes, ascii('ftyp'), 4) && at(bytes, ascii('M4A '), 8)) return 'm4a';
  if (isMp3(bytes)) return 'mp3';
  const office = officeKind(bytes);
  if (office) return office;
  if (bytes.length > 0 && isPlainText(bytes)) return 'txt';
  return null;
}

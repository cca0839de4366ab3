// Small real files of each kind, built in memory, for the upload tests.
const enc = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** A 1×1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const JPEG = concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), enc('\0\x10JFIF\0'), new Uint8Array(32));
export const PDF = enc('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
export const TEXT = enc('order,quantity\nA-17,3\n');
export const SVG = enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const HTML = enc('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]);
/** The header of a RIFF/WAVE file with a few silent samples. */
export const WAV = concat(
  enc('RIFF'),
  new Uint8Array([44, 0, 0, 0]),
  enc('WAVEfmt '),
  new Uint8Array([16, 0, 0, 0, 1, 0, 1, 0, 0x80, 0x3e, 0, 0, 0, 0x7d, 0, 0, 2, 0, 16, 0]),
  enc('data'),
  new Uint8Array([8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
);
/** The start of a ZIP holding a Word document's parts. */
export const DOCX = concat(
  new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
  new Uint8Array(26),
  enc('[Content_Types].xml'),
  new Uint8Array(40),
  enc('word/document.xml'),
);

/** `size` bytes that sniff as a PNG (its signature, then zeros). */
export function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, Math.min(PNG.length, size)));
  return bytes;
}

/** `size` bytes of plain text. */
export function textOfSize(size: number): Uint8Array {
  return new Uint8Array(size).fill(0x61);
}

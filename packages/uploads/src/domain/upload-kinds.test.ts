import { describe, expect, it } from 'vitest';
import { checkUpload, cleanFileName, sniffType, UPLOAD_MESSAGES } from './upload-kinds';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const pdf = new TextEncoder().encode('%PDF-1.7\n...');
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);

describe('uploads', () => {
  it('decides the type from the first bytes', () => {
    expect(sniffType(png)).toBe('image/png');
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(pdf)).toBe('application/pdf');
    expect(sniffType(new TextEncoder().encode('hello, wörld\n'))).toBe('text/plain');
    expect(sniffType(exe)).toBeNull();
  });

  it('accepts only raster images as images: SVG (script-capable) is refused', () => {
    expect(checkUpload('image', png)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkUpload('image', svg)).toEqual({ ok: false, message: UPLOAD_MESSAGES.wrongType('image') });
    expect(checkUpload('image', pdf)).toEqual({ ok: false, message: UPLOAD_MESSAGES.wrongType('image') });
    expect(checkUpload('attachment', pdf)).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(checkUpload('attachment', exe).ok).toBe(false);
  });

  it('refuses empty and oversized files', () => {
    expect(checkUpload('image', new Uint8Array())).toEqual({ ok: false, message: UPLOAD_MESSAGES.empty });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    expect(checkUpload('image', big)).toEqual({
      ok: false,
      message: 'The file is too large (at most 2 MB).',
    });
  });

  it('cleans file names for display and headers', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\logo "final".png')).toBe('logo _final_.png');
    expect(cleanFileName('...')).toBe('file');
  });
});

import { WIDGET_FILE_MESSAGES } from '@parley/messages/widget-files';
import { describe, expect, it } from 'vitest';
import { DOCX, EXE, HTML, JPEG, PDF, PNG, pngOfSize, SVG, TEXT, WAV } from '../testing/sample-files';
import { sniffFileKind } from './file-kinds';
import {
  checkWidgetFile,
  creditsForUpload,
  isInlineType,
  maxBytesOf,
  storedFileName,
  typeListOf,
} from './upload-rules';

const MB = 1024 * 1024;

describe('sniffFileKind', () => {
  it('decides the type from the bytes', () => {
    expect(sniffFileKind(PNG)).toBe('png');
    expect(sniffFileKind(JPEG)).toBe('jpg');
    expect(sniffFileKind(PDF)).toBe('pdf');
    expect(sniffFileKind(TEXT)).toBe('txt');
    expect(sniffFileKind(WAV)).toBe('wav');
    expect(sniffFileKind(DOCX)).toBe('docx');
    expect(sniffFileKind(new TextEncoder().encode('OggS\0\x02'))).toBe('ogg');
    expect(sniffFileKind(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1]))).toBe('webm');
    expect(sniffFileKind(new TextEncoder().encode('ID3\x04\0'))).toBe('mp3');
    expect(sniffFileKind(EXE)).toBeNull();
  });

  it('never takes SVG or HTML, not even as text', () => {
    expect(sniffFileKind(SVG)).toBeNull();
    expect(sniffFileKind(HTML)).toBeNull();
    expect(sniffFileKind(new TextEncoder().encode('\uFEFF  <html>'))).toBeNull();
    expect(sniffFileKind(new TextEncoder().encode('notes\n<script>alert(1)</script>'))).toBeNull();
    expect(sniffFileKind(new TextEncoder().encode('a < b and c > d'))).toBe('txt');
  });
});

describe('R-WUP-1 R-WUP-3 size limits per component', () => {
  it('chat 30 MB, form 5 MB, form file field 10 MB', () => {
    expect(maxBytesOf('chat')).toBe(30 * MB);
    expect(maxBytesOf('form')).toBe(5 * MB);
    expect(maxBytesOf('formField')).toBe(10 * MB);
  });

  it("refuses one byte over the limit with 'Max size: {n} MBs'", () => {
    expect(checkWidgetFile('form', pngOfSize(5 * MB)).ok).toBe(true);
    expect(checkWidgetFile('form', pngOfSize(5 * MB + 1))).toEqual({
      ok: false,
      message: 'Max size: 5 MBs',
    });
    expect(checkWidgetFile('formField', pngOfSize(10 * MB + 1))).toEqual({
      ok: false,
      message: WIDGET_FILE_MESSAGES.maxSize(10),
    });
    expect(checkWidgetFile('formField', pngOfSize(10 * MB)).ok).toBe(true);
  });

  it('refuses an empty file', () => {
    expect(checkWidgetFile('chat', new Uint8Array())).toEqual({
      ok: false,
      message: WIDGET_FILE_MESSAGES.empty,
    });
  });
});

describe('R-WUP-2 allowed types per component', () => {
  it('chat also takes voice recordings; forms take documents and images only', () => {
    expect(checkWidgetFile('chat', WAV)).toMatchObject({ ok: true, contentType: 'audio/wav' });
    expect(checkWidgetFile('form', WAV)).toEqual({
      ok: false,
      message: `Only ${typeListOf('form')} files are allowed`,
    });
    expect(typeListOf('form')).toBe('JPG, PNG, GIF, WEBP, BMP, PDF, TXT, DOCX, XLSX, PPTX');
    expect(checkWidgetFile('formField', DOCX)).toMatchObject({ ok: true });
  });

  it('refuses SVG, HTML and executables everywhere', () => {
    for (const component of ['chat', 'form', 'formField'] as const)
      for (const bytes of [SVG, HTML, EXE]) expect(checkWidgetFile(component, bytes).ok).toBe(false);
  });
});

describe('R-CRD-3 one credit per started MB', () => {
  it('rounds up to the next MB, at least one', () => {
    expect(creditsForUpload(1)).toBe(1);
    expect(creditsForUpload(MB)).toBe(1);
    expect(creditsForUpload(MB + 1)).toBe(2);
    expect(creditsForUpload(30 * MB)).toBe(30);
  });
});

describe('stored file names', () => {
  it('keeps a matching extension and replaces a misleading one', () => {
    expect(storedFileName('report.PDF', ['pdf'])).toBe('report.pdf');
    expect(storedFileName('photo.jpeg', ['jpg', 'jpeg'])).toBe('photo.jpeg');
    expect(storedFileName('orders.csv', ['txt', 'csv'])).toBe('orders.csv');
    expect(storedFileName('evil.html', ['png'])).toBe('evil.png');
    expect(storedFileName('../../etc/passwd', ['txt'])).toBe('passwd.txt');
    expect(storedFileName('"quoted" name.pdf', ['pdf'])).toBe('_quoted_ name.pdf');
    expect(storedFileName('', ['pdf'])).toBe('file.pdf');
  });

  it('shows images inline and downloads everything else', () => {
    expect(isInlineType('image/png')).toBe(true);
    expect(isInlineType('application/pdf')).toBe(false);
    expect(isInlineType('text/plain')).toBe(false);
  });
});

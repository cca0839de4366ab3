import { describe, expect, it } from 'vitest';
import { contentMatches, kindFromName } from './file-type';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('file sniffing', () => {
  it('reads the kind from the extension', () => {
    expect(kindFromName('Guide.PDF')).toBe('pdf');
    expect(kindFromName('notes.markdown')).toBe('md');
    expect(kindFromName('page.htm')).toBe('html');
    expect(kindFromName('app.exe')).toBeNull();
    expect(kindFromName('README')).toBeNull();
  });

  it('checks the content against the claimed kind', () => {
    expect(contentMatches('pdf', bytes('%PDF-1.4\n'))).toBe(true);
    expect(contentMatches('pdf', bytes('hello'))).toBe(false);
    expect(contentMatches('docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe(true);
    expect(contentMatches('txt', bytes('Plain text, déjà vu.\n'))).toBe(true);
    expect(contentMatches('csv', bytes('a,b\n1,2\n'))).toBe(true);
  });

  it('refuses a renamed binary', () => {
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]);
    expect(contentMatches('txt', elf)).toBe(false);
    expect(contentMatches('md', new Uint8Array([0xff, 0xfe, 0x41, 0x42]))).toBe(false);
    expect(contentMatches('pdf', elf)).toBe(false);
  });
});

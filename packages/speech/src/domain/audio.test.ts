import { describe, expect, it } from 'vitest';
import { silenceWav } from '../testing/sample-audio';
import { decodeBase64Audio, languageOf, sniffAudio } from './audio';

describe('R-VOC-6 recordings', () => {
  it('tells the format from the bytes', () => {
    expect(sniffAudio(silenceWav())).toBe('wav');
    expect(sniffAudio(new TextEncoder().encode('OggS\0'))).toBe('ogg');
    expect(sniffAudio(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]))).toBe('webm');
    expect(sniffAudio(new TextEncoder().encode('\0\0\0\x20ftypM4A '))).toBe('mp4');
    expect(sniffAudio(new TextEncoder().encode('fLaC'))).toBe('flac');
    expect(sniffAudio(new TextEncoder().encode('<svg>'))).toBeNull();
  });

  it('decodes base64 with or without a data: prefix, and refuses anything else', () => {
    const wav = silenceWav();
    const b64 = Buffer.from(wav).toString('base64');
    expect(decodeBase64Audio(b64)).toEqual(wav);
    expect(decodeBase64Audio(`data:audio/wav;base64,${b64}`)).toEqual(wav);
    expect(decodeBase64Audio(`data:audio/webm;codecs=opus;base64,${b64}`)).toEqual(wav);
    expect(decodeBase64Audio('not base64 at all!')).toBeNull();
    expect(decodeBase64Audio('')).toBeNull();
  });

  it('asks recognisers for a language only when one is named', () => {
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-US')).toBe('en');
    expect(languageOf('pt_BR')).toBe('pt');
    expect(languageOf('automatic')).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });
});

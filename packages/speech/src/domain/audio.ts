// What a recording is, from its bytes, and the language a recogniser is asked for.

export type AudioFormat = 'wav' | 'ogg' | 'webm' | 'mp4' | 'mp3' | 'flac';

/** About a minute of compressed speech, or 30 s of 16-bit 44.1 kHz stereo WAV; the widget sends far less. */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
/** Longest stretch transcribed (seconds). */
export const MAX_AUDIO_SECONDS = 60;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const at = (bytes: Uint8Array, magic: number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);

export function sniffAudio(bytes: Uint8Array): AudioFormat | null {
  if (at(bytes, ascii('RIFF')) && at(bytes, ascii('WAVE'), 8)) return 'wav';
  if (at(bytes, ascii('OggS'))) return 'ogg';
  if (at(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (at(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (at(bytes, ascii('fLaC'))) return 'flac';
  if (at(bytes, ascii('ID3')) || (bytes.length > 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0))
    return 'mp3';
  return null;
}

export const MIME_OF: Record<AudioFormat, string> = {
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  mp4: 'audio/mp4',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
};

/** 'en', 'en-US', 'pt_BR' → 'en' / 'pt'; 'automatic', '' or anything else → undefined (let the recogniser detect). */
export function languageOf(lang: string | undefined): string | undefined {
  const match = /^([a-z]{2})(?:[-_][A-Za-z0-9]{2,8})?$/.exec((lang ?? '').trim().toLowerCase());
  return match?.[1];
}

/** Base64 as browsers send it, a data: URL prefix allowed; null when it is not base64. */
export function decodeBase64Audio(text: string): Uint8Array | null {
  const body = text.replace(/^data:[\w/+.-]+(;[\w=.-]+)*;base64,/, '').replace(/\s+/g, '');
  if (body === '' || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(body)) return null;
  const bytes = Buffer.from(body, body.includes('-') || body.includes('_') ? 'base64url' : 'base64');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

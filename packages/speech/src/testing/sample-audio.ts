// Recordings for speech tests: 'yes please' spoken by espeak-ng (16 kHz mono WAV), and a second of silence.
import { readFileSync } from 'node:fs';

export const yesPleaseWav = () => new Uint8Array(readFileSync(new URL('./yes-please.wav', import.meta.url)));

/** A 16 kHz mono 16-bit WAV of `seconds` of silence. */
export function silenceWav(seconds = 1): Uint8Array {
  const samples = 16000 * seconds;
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(16000, 24);
  out.writeUInt32LE(32000, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(samples * 2, 40);
  return new Uint8Array(out);
}

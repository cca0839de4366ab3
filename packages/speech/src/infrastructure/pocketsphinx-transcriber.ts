// The offline recogniser: Debian's pocketsphinx (CMU Sphinx, US English model) after SoX has made the
// recording 16 kHz mono 16-bit. SoX reads WAV, Ogg Vorbis, FLAC and MP3; WebM and MP4 recordings need
// ffmpeg, used when it is installed. At most two recognitions run at once (they are CPU-bound).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AudioFormat, MAX_AUDIO_SECONDS } from '../domain/audio';
import { SttFailure, type Transcriber } from '../domain/transcriber';
import { runProgram } from './run-program';

const STEP_TIMEOUT_MS = 30_000;
const NEEDS_FFMPEG: ReadonlySet<AudioFormat> = new Set(['webm', 'mp4']);

function createGate(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

async function run(command: string, args: string[]) {
  try {
    const result = await runProgram(command, args, STEP_TIMEOUT_MS);
    if (result.code !== 0)
      throw new SttFailure(`${command} exited ${result.code}: ${result.stderr.slice(-300)}`);
    return result.stdout;
  } catch (error) {
    if (error instanceof SttFailure) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new SttFailure(
      code === 'ENOENT' ? `${command} is not installed` : `${command} failed: ${String(error)}`,
    );
  }
}

export function createPocketsphinxTranscriber(): Transcriber {
  const gate = createGate(2);
  return {
    name: 'pocketsphinx',
    transcribe: ({ bytes, format, language }) =>
      gate(async () => {
        // The installed model is US English; another language would come back as English-sounding noise.
        if (language && language !== 'en')
          throw new SttFailure(`the offline recogniser knows English only, not '${language}'`);
        const dir = await mkdtemp(join(tmpdir(), 'parley-stt-'));
        try {
          const input = join(dir, `input.${format}`);
          const wav = join(dir, 'speech.wav');
          await writeFile(input, bytes);
          let source = input;
          if (NEEDS_FFMPEG.has(format)) {
            source = join(dir, 'decoded.wav');
            await run('ffmpeg', [
              '-nostdin',
              '-loglevel',
              'error',
              '-i',
              input,
              '-t',
              String(MAX_AUDIO_SECONDS),
              source,
            ]);
          }
          await run('sox', [
            source,
            '-r',
            '16000',
            '-c',
            '1',
            '-b',
            '16',
            '-e',
            'signed-integer',
            wav,
            'trim',
            '0',
            String(MAX_AUDIO_SECONDS),
          ]);
          const text = await run('pocketsphinx_continuous', ['-infile', wav, '-logfn', '/dev/null']);
          return text
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .join(' ');
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }),
  };
}

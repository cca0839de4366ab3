// The speech-to-text port (R-VOC-6): an OpenAI-compatible API, or the offline recogniser.
import type { AudioFormat } from './audio';

export interface Transcriber {
  readonly name: string;
  /** The recognised text ('' when nothing was understood); throws SttFailure when it cannot say. */
  transcribe(audio: { bytes: Uint8Array; format: AudioFormat; language?: string }): Promise<string>;
}

/** A recogniser that could not do its work; the reason is logged, visitors get R-VOC-8. */
export class SttFailure extends Error {
  override readonly name = 'SttFailure';
}

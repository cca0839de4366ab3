// R-VOC-6..8: the widget's microphone recording as text. Nothing understood answers R-VOC-7's message
// with empty text; a recogniser failure answers R-VOC-8's (the reason is logged, never shown).
import { AppError } from '@parley/kernel/errors';
import { SPEECH_MESSAGES } from '@parley/messages/speech';
import { decodeBase64Audio, languageOf, MAX_AUDIO_BYTES, sniffAudio } from '../domain/audio';
import { SttFailure, type Transcriber } from '../domain/transcriber';

export interface SpeechToTextResult {
  text: string;
  /** R-VOC-7 when nothing was understood. */
  message?: string;
}

export async function speechToText(
  transcriber: Transcriber,
  input: { base64Audio: string; lang?: string },
  onFailure: (error: SttFailure) => void,
): Promise<SpeechToTextResult> {
  const bytes = decodeBase64Audio(input.base64Audio);
  if (!bytes) throw new AppError('BAD_REQUEST', SPEECH_MESSAGES.unreadableAudio);
  if (bytes.length > MAX_AUDIO_BYTES) throw new AppError('BAD_REQUEST', SPEECH_MESSAGES.tooLarge);
  const format = sniffAudio(bytes);
  if (!format) throw new AppError('BAD_REQUEST', SPEECH_MESSAGES.unreadableAudio);
  let text: string;
  try {
    text = await transcriber.transcribe({ bytes, format, language: languageOf(input.lang) });
  } catch (error) {
    if (!(error instanceof SttFailure)) throw error;
    onFailure(error);
    throw new AppError('INTERNAL', SPEECH_MESSAGES.apiError);
  }
  return text === '' ? { text, message: SPEECH_MESSAGES.noText } : { text };
}

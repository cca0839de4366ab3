// An OpenAI-compatible /audio/transcriptions API (OpenAI, Groq, a local faster-whisper server, …).
import { MIME_OF } from '../domain/audio';
import { SttFailure, type Transcriber } from '../domain/transcriber';

const TIMEOUT_MS = 30_000;

export function createOpenAiTranscriber(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
}): Transcriber {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    name: 'openai-compatible',
    async transcribe({ bytes, format, language }) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(bytes)], { type: MIME_OF[format] }),
        `speech.${format === 'mp4' ? 'm4a' : format}`,
      );
      form.append('model', options.model);
      form.append('response_format', 'json');
      if (language) form.append('language', language);
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          body: form,
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SttFailure(`transcription request failed: ${(error as Error).message}`);
      }
      if (!res.ok)
        throw new SttFailure(`transcription API answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      const body = (await res.json().catch(() => null)) as { text?: unknown } | null;
      if (typeof body?.text !== 'string') throw new SttFailure('transcription API answered without text');
      return body.text.trim();
    },
  };
}

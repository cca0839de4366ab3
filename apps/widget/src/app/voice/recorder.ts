// R-VOC-5: records while the microphone button is held, then turns the audio into text (R-VOC-6).
// Loaded on the first press only. Microphone errors are only logged (R-VOC-9).

export interface Recording {
  /** Resolves with base64 audio once stopped, or null when nothing was recorded. */
  stop(): Promise<string | null>;
}

export async function startRecording(): Promise<Recording | null> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    console.warn('[Parley] microphone unavailable', error);
    return null;
  }
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.start();
  return {
    stop: () =>
      new Promise((resolve) => {
        recorder.onstop = async () => {
          for (const track of stream.getTracks()) track.stop();
          if (chunks.length === 0) return resolve(null);
          const buffer = new Uint8Array(await new Blob(chunks, { type: recorder.mimeType }).arrayBuffer());
          let binary = '';
          for (let i = 0; i < buffer.length; i += 0x8000)
            binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
          resolve(btoa(binary));
        };
        recorder.stop();
      }),
  };
}

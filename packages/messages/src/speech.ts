// Messages of the widget's microphone (000 §8, R-VOC-7, R-VOC-8) quoted exactly, and ours (marked).
export const SPEECH_MESSAGES = {
  /** R-VOC-7: nothing was understood. */
  noText: 'No text understood, please make sure to hold > speak > release.',
  /** R-VOC-8: the speech-to-text call failed. */
  apiError: 'Error during API call',
  /** Ours. */
  unreadableAudio: 'The recording could not be read. Please try again.',
  tooLarge: 'The recording is too long. Please keep it under a minute.',
  agentMismatch: 'vg_id must be the agent of the call.',
  tooMany: 'Too many recordings. Please wait a minute and try again.',
} as const;

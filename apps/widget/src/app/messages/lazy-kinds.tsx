// Rarer message kinds load on first use (R-WMK-1): each import below is its own chunk.
import { type ComponentType, lazy } from 'react';
import type { MessageProps } from './message-props';

type Loader = () => Promise<Record<string, unknown>>;

const pick = (load: Loader, name: string) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType<MessageProps> })));

const cards: Loader = () => import('./lazy/cards');
const sandbox: Loader = () => import('./lazy/sandbox-message');
const choices: Loader = () => import('./lazy/choice-controls');
const slider: Loader = () => import('./lazy/slider-message');
const voiceNote: Loader = () => import('./lazy/voice-note');
const emailForm: Loader = () => import('./lazy/email-form');
const googleForm: Loader = () => import('./lazy/google-form');
const fileUpload: Loader = () => import('./lazy/file-upload-message');
const flowise: Loader = () => import('./lazy/flowise-message');

export const LAZY_KINDS: Record<string, ComponentType<MessageProps>> = {
  cardV2: pick(cards, 'CardMessage'),
  carousel: pick(cards, 'CarouselMessage'),
  jsx: pick(sandbox, 'JsxMessage'),
  Embed: pick(sandbox, 'EmbedMessage'),
  iFrame: pick(sandbox, 'EmbedMessage'),
  Flowise: pick(flowise, 'FlowiseMessage'),
  MultiDropdown: pick(choices, 'MultiDropdownMessage'),
  MultiSelect: pick(choices, 'MultiSelectMessage'),
  Slider: pick(slider, 'SliderMessage'),
  VoiceNote: pick(voiceNote, 'VoiceNoteMessage'),
  EmailForm: pick(emailForm, 'EmailFormMessage'),
  GoogleForm: pick(googleForm, 'GoogleFormMessage'),
  FileUpload: pick(fileUpload, 'FileUploadMessage'),
  MultiFileUpload: pick(fileUpload, 'FileUploadMessage'),
};

/** R-WMK-4: a named extension's message, rendered in a sandbox. */
export const ExtensionMessage = lazy(() =>
  import('./lazy/sandbox-message').then((m) => ({ default: m.ExtensionMessage })),
);

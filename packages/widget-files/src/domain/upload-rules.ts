// Per-component limits of visitor uploads (R-WUP-1..3, R-WFM-5) and their price (R-CRD-3).
import { WIDGET_FILE_MESSAGES } from '@parley/messages/widget-files';
import { FILE_KINDS, type FileKindKey, sniffFileKind } from './file-kinds';

export const WIDGET_FILE_COMPONENTS = ['chat', 'form', 'formField'] as const;
export type WidgetFileComponent = (typeof WIDGET_FILE_COMPONENTS)[number];

const MB = 1024 * 1024;
const DOCUMENTS: FileKindKey[] = ['jpg', 'png', 'gif', 'webp', 'bmp', 'pdf', 'txt', 'docx', 'xlsx', 'pptx'];

export const UPLOAD_RULES: Record<WidgetFileComponent, { maxMB: number; kinds: ReadonlyArray<FileKindKey> }> =
  {
    /** Quick upload in the chat footer: documents, images and voice recordings. */
    chat: { maxMB: 30, kinds: [...DOCUMENTS, 'mp3', 'wav', 'ogg', 'webm', 'm4a'] },
    /** FileUpload / MultiFileUpload messages and e-mail form attachments. */
    form: { maxMB: 5, kinds: DOCUMENTS },
    /** A form's file-upload field (R-WFM-5). */
    formField: { maxMB: 10, kinds: DOCUMENTS },
  };

export const maxBytesOf = (component: WidgetFileComponent) => UPLOAD_RULES[component].maxMB * MB;

/** 'JPG, PNG, …, PDF' as the type message names them. */
export const typeListOf = (component: WidgetFileComponent) =>
  UPLOAD_RULES[component].kinds.map((k) => FILE_KINDS[k].label).join(', ');

export type UploadDecision =
  | { ok: true; kind: FileKindKey; contentType: string; extensions: ReadonlyArray<string> }
  | { ok: false; message: string };

export function checkWidgetFile(component: WidgetFileComponent, bytes: Uint8Array): UploadDecision {
  const rule = UPLOAD_RULES[component];
  if (bytes.length === 0) return { ok: false, message: WIDGET_FILE_MESSAGES.empty };
  if (bytes.length > rule.maxMB * MB) return { ok: false, message: WIDGET_FILE_MESSAGES.maxSize(rule.maxMB) };
  const kind = sniffFileKind(bytes);
  if (!kind || !rule.kinds.includes(kind))
    return { ok: false, message: WIDGET_FILE_MESSAGES.onlyTypes(typeListOf(component)) };
  const { contentType, extensions } = FILE_KINDS[kind];
  return { ok: true, kind, contentType, extensions };
}

/** R-CRD-3: one credit per started MB (a 1-byte file costs 1, 1 MB + 1 byte costs 2). */
export const creditsForUpload = (sizeBytes: number) => Math.max(1, Math.ceil(sizeBytes / MB));

/** A name safe to show and to put in a header, ending in an extension of the type the bytes are. */
export function storedFileName(name: string, extensions: ReadonlyArray<string>): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\w.\- ()]+/g, '_')
    .replace(/^\.+/, '')
    .trim();
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(base);
  const stem = (match ? base.slice(0, match.index) : base).slice(0, 100).trim() || 'file';
  const own = match?.[1]?.toLowerCase();
  return `${stem}.${own && extensions.includes(own) ? own : extensions[0]}`;
}

/** Images open in the browser; anything else downloads. */
export const isInlineType = (contentType: string) => contentType.startsWith('image/');

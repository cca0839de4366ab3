// The tool form's state and its conversion to the API's tool input, validated by the shared schema.
import type { ToolView, TToolField, TToolInput } from '@parley/tools/domain/tool';
import { ZToolInput } from '@parley/tools/domain/tool';

export type FieldDraft = TToolField & { uid: string };

export interface ToolDraft {
  name: string;
  description: string;
  serverUrl: string;
  /** A new secret typed by the owner; empty keeps the stored one when editing. */
  secret: string;
  fields: FieldDraft[];
}

let nextUid = 0;
const uid = () => `f${++nextUid}`;

export const emptyField = (): FieldDraft => ({
  uid: uid(),
  in: 'body',
  key: '',
  value: '',
  defaultValue: '',
  type: 'string',
  description: '',
  required: false,
});

export const emptyDraft = (): ToolDraft => ({
  name: '',
  description: '',
  serverUrl: '',
  secret: '',
  fields: [],
});

export const draftOf = (tool: ToolView): ToolDraft => ({
  name: tool.name,
  description: tool.description,
  serverUrl: tool.serverUrl,
  secret: '',
  fields: tool.fields.map((f) => ({ ...f, uid: uid() })),
});

/** The secret is sent only when typed: omitted means "keep" on update and "none" on create. */
export function toToolInput(draft: ToolDraft): TToolInput {
  return {
    name: draft.name,
    description: draft.description,
    serverUrl: draft.serverUrl,
    fields: draft.fields.map(({ uid: _uid, ...field }) => field),
    ...(draft.secret ? { serverUrlSecret: draft.secret } : {}),
  };
}

/** Inline messages keyed by path ('name', 'serverUrl', 'fields.0.key'); empty when the draft is valid. */
export function validateDraft(draft: ToolDraft): Record<string, string> {
  const parsed = ZToolInput.safeParse(toToolInput(draft));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

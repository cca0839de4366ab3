// R-WSH-11: what the test chat frame may ask the dashboard to save ('parley:edit', see
// apps/widget/src/shared/protocol.ts EditRequest): three fields only, each checked here.
import type { TAgentDoc } from '@parley/contract/agents';

const TEXT_FIELDS = new Set(['UIhandoffTitle', 'UIhandoffSubtitle']);

export interface ChatEdit {
  field: 'bannerImageUrl' | 'UIhandoffTitle' | 'UIhandoffSubtitle';
  value: string;
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The frame's message as an edit, or null when it is anything else or carries an unusable value. */
export function readChatEdit(data: unknown): ChatEdit | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, field, value } = data as Record<string, unknown>;
  if (type !== 'parley:edit' || typeof value !== 'string') return null;
  if (field === 'bannerImageUrl') return value.length <= 2048 && isHttpUrl(value) ? { field, value } : null;
  if (typeof field === 'string' && TEXT_FIELDS.has(field) && value.trim() && value.length <= 200)
    return { field: field as ChatEdit['field'], value: value.trim() };
  return null;
}

/** The draft patch an edit makes. */
export const patchOf = (edit: ChatEdit): TAgentDoc => ({ [edit.field]: edit.value }) as TAgentDoc;

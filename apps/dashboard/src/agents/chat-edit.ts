// R-WSH-11: what the test chat frame may ask the dashboard to save ('parley:edit', see
// apps/widget/src/shared/protocol.ts EditRequest): three fields only, each checked by the agent contract.
import { type TAgentDoc, ZAgentDoc } from '@parley/contract/agents';

const ZEditable = ZAgentDoc.pick({ bannerImageUrl: true, UIhandoffTitle: true, UIhandoffSubtitle: true });

export interface ChatEdit {
  field: keyof typeof ZEditable.shape;
  value: string;
}

/** The frame's message as an edit, or null when it is anything else or carries an unusable value. */
export function readChatEdit(data: unknown): ChatEdit | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, field, value } = data as Record<string, unknown>;
  if (type !== 'parley:edit' || typeof value !== 'string' || typeof field !== 'string') return null;
  if (!Object.hasOwn(ZEditable.shape, field) || !value.trim()) return null;
  const edit = { field: field as ChatEdit['field'], value: value.trim() };
  return ZEditable.safeParse({ [edit.field]: edit.value }).success ? edit : null;
}

/** The draft patch an edit makes. */
export const patchOf = (edit: ChatEdit): TAgentDoc => ({ [edit.field]: edit.value }) as TAgentDoc;

// R-WSH-11: the handoff title and subtitle, edited in place by the super admin in the dashboard's test
// chat (Enter or leaving the field saves, Escape cancels); the dashboard saves the text to the draft.
// Everyone else gets the plain text. Dashboard words, in English.
import { useState } from 'react';
import type { EditableInChat } from '../../shared/protocol';
import { hasSameOriginParent, postToDashboard } from '../bridge/dashboard-bridge';
import { useChat } from '../chat-context';

interface EditableTextProps {
  field: Extract<EditableInChat, 'UIhandoffTitle' | 'UIhandoffSubtitle'>;
  value: string;
  label: string;
  className: string;
}

export function EditableText({ field, value, label, className }: EditableTextProps) {
  const { superAdmin } = useChat();
  const [saved, setSaved] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = saved ?? value;
  if (!(superAdmin && hasSameOriginParent())) return shown ? <p className={className}>{shown}</p> : null;

  const commit = () => {
    const next = draft?.trim() ?? '';
    setDraft(null);
    if (!next || next === shown) return;
    setSaved(next);
    postToDashboard({ type: 'parley:edit', field, value: next });
  };
  if (draft !== null)
    return (
      <input
        className={`${className} inline-edit__input`}
        aria-label={label}
        value={draft}
        maxLength={200}
        // biome-ignore lint/a11y/noAutofocus: the field replaces the text the admin just chose to edit
        autoFocus
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
    );
  return (
    <button
      type="button"
      className={`${className} inline-edit__text`}
      aria-label={`Edit ${label.toLowerCase()}: ${shown || '(empty)'}`}
      onClick={() => setDraft(shown)}
    >
      {shown || '…'}
    </button>
  );
}

// The reply box: Enter sends, Shift+Enter makes a new line (as in the widget, R-WCV-11), files attach as
// links, and '/shortcut' offers the organisation's canned responses when it enables them. Sending takes the
// conversation over when nobody has it (the server assigns the sender).
import { ActionIcon, FileButton, Group, Loader, Pill, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  type CannedQuery,
  type CannedResponse,
  cannedQueryAt,
  insertCanned,
  matchCanned,
} from './canned-match';
import { CannedPicker } from './canned-picker';
import classes from './conversations.module.css';
import { MAX_ATTACHMENTS, useAttachments } from './use-attachments';

interface ComposerProps {
  canned: CannedResponse[];
  sending: boolean;
  /** Shown under the box: what sending will do (take the conversation over, reopen it). */
  hint: string | null;
  onSend: (
    body: { text: string; attachments: { fileName: string; url: string }[] },
    onSent: () => void,
  ) => void;
}

export function Composer({ canned, sending, hint, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<CannedQuery | null>(null);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLTextAreaElement>(null);
  const files = useAttachments();
  const pickerId = useId();
  const options = query && canned.length > 0 ? matchCanned(canned, query.query) : [];
  const pickerOpen = query !== null && canned.length > 0;
  const canSend = (text.trim() !== '' || files.attachments.length > 0) && !sending && !files.uploading;

  const update = (value: string, caret: number) => {
    setText(value);
    const next = cannedQueryAt(value, caret);
    if (next?.query !== query?.query) setActive(0);
    setQuery(next);
  };

  const pick = (response: CannedResponse) => {
    if (!query) return;
    const next = insertCanned(text, query, response.content);
    setText(next.text);
    setQuery(null);
    requestAnimationFrame(() => box.current?.setSelectionRange(next.caret, next.caret));
  };

  // The box empties at once so the next message can be typed while this one is sent; a refused reply
  // comes back (unless something new was typed meanwhile).
  const send = () => {
    if (!canSend) return;
    const body = { text: text.trim(), attachments: files.attachments };
    setText('');
    setQuery(null);
    files.clear();
    onSend(body, () => {
      setText((current) => current || body.text);
      files.restore(body.attachments);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (pickerOpen && options.length > 0) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + options.length) % options.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        const chosen = options[active];
        if (chosen) pick(chosen);
        return;
      }
    }
    if (pickerOpen && e.key === 'Escape') {
      e.preventDefault();
      setQuery(null);
      return;
    }
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      send();
    }
  };

  return (
    <div className={classes.composer} data-testid="composer">
      {pickerOpen && <CannedPicker id={pickerId} options={options} active={active} onPick={pick} />}
      {files.attachments.length > 0 && (
        <Group gap={4} mb={6}>
          {files.attachments.map((a) => (
            <Pill
              key={a.url}
              withRemoveButton
              onRemove={() => files.remove(a.url)}
              data-testid="attachment-pill"
            >
              {a.fileName}
            </Pill>
          ))}
        </Group>
      )}
      <Group gap={6} wrap="nowrap" align="flex-end">
        <FileButton onChange={(f) => void files.add(f)} multiple>
          {(props) => (
            <Tooltip label="Attach files" withArrow>
              <ActionIcon
                {...props}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Attach files"
                disabled={files.attachments.length >= MAX_ATTACHMENTS}
              >
                {files.uploading ? <Loader size={14} /> : <IconPaperclip size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          ref={box}
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={5}
          aria-label="Reply"
          placeholder={canned.length > 0 ? 'Reply… ( / for shortcuts)' : 'Write a reply…'}
          value={text}
          onChange={(e) => update(e.currentTarget.value, e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onClick={(e) => update(e.currentTarget.value, e.currentTarget.selectionStart)}
          aria-autocomplete={canned.length > 0 ? 'list' : undefined}
          aria-controls={pickerOpen ? pickerId : undefined}
          aria-activedescendant={pickerOpen && options.length > 0 ? `${pickerId}-${active}` : undefined}
          data-testid="reply-input"
        />
        <ActionIcon
          size="lg"
          aria-label="Send"
          onClick={send}
          disabled={!canSend}
          loading={sending}
          data-testid="send-reply"
        >
          <IconSend size={16} />
        </ActionIcon>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" mt={4} data-testid="composer-hint">
          {hint}
        </Text>
      )}
    </div>
  );
}

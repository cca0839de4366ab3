// R-WCV-7, R-WCV-8, R-WCV-11: the 'Message' input (Enter sends, Shift+Enter newline, up to 5 rows) and the
// send button, which stops the reply while a native answer is loading.
import { type ReactNode, type RefObject, useLayoutEffect, useState } from 'react';
import { useT } from '../i18n/use-phrases';
import { canSend, decideKey, textareaHeight } from '../lib/compose-keys';
import { Icon } from '../shell/icon';

interface ComposerProps {
  busy: boolean;
  /** Input blocked (a form to answer, the handoff seam, tokens consumed). */
  blocked: boolean;
  /** R-WCV-8: the send button is a stop button now. */
  cancellable: boolean;
  recording: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend(text: string): void;
  onCancel(): void;
  /** Buttons at the end of the input row (attachment, microphone). */
  tools?: ReactNode;
}

export function Composer({
  busy,
  blocked,
  cancellable,
  recording,
  inputRef,
  onSend,
  onCancel,
  tools,
}: ComposerProps) {
  const t = useT();
  const [text, setText] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: text is what changes the height
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const px = (value: string) => Number.parseFloat(value) || 0;
    el.style.height = 'auto';
    const { height, scrolls } = textareaHeight(
      el.scrollHeight,
      px(style.lineHeight),
      px(style.paddingTop) + px(style.paddingBottom),
    );
    el.style.height = `${height + px(style.borderTopWidth) + px(style.borderBottomWidth)}px`;
    el.style.overflowY = scrolls ? 'auto' : 'hidden';
  }, [text]);

  const stopping = cancellable && busy;
  const submit = () => {
    if (busy || blocked || !canSend(text)) return;
    onSend(text);
    setText('');
  };
  const placeholder = recording
    ? t('recordingPlaceholder')
    : busy
      ? t('loadingPlaceholder')
      : t('inputPlaceholder');

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (stopping) onCancel();
        else submit();
      }}
    >
      <textarea
        ref={inputRef}
        className="composer__input"
        rows={1}
        aria-label={t('inputLabel')}
        placeholder={placeholder}
        value={text}
        disabled={blocked}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          const decision = decideKey(
            { key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing },
            text,
            busy,
          );
          if (decision === 'default') return;
          event.preventDefault();
          if (decision === 'send') submit();
        }}
      />
      {tools}
      {stopping ? (
        <button type="submit" className="send send--stop" aria-label={t('stop')} data-testid="parley-cancel">
          <Icon name="stop" />
        </button>
      ) : (
        <button
          type="submit"
          className="send"
          aria-label={t('send')}
          disabled={busy || blocked || !canSend(text)}
        >
          <Icon name="send" />
        </button>
      )}
    </form>
  );
}

// Footer (R-WCV-7, R-WCV-11): the 'Message' input, the send button and the branding line.
import { type RefObject, useLayoutEffect, useState } from 'react';
import { WIDGET_MESSAGES } from '../../shared/widget-messages';
import { canSend, decideKey, textareaHeight } from '../lib/compose-keys';
import { Icon } from './icon';

interface ComposerProps {
  busy: boolean;
  branding: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend(text: string): void;
}

export function Composer({ busy, branding, inputRef, onSend }: ComposerProps) {
  const [text, setText] = useState('');

  // R-WCV-11: grow with the text, up to 5 rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: text is what changes the height
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const px = (value: string) => Number.parseFloat(value) || 0;
    const paddingY = px(style.paddingTop) + px(style.paddingBottom);
    const borderY = px(style.borderTopWidth) + px(style.borderBottomWidth);
    el.style.height = 'auto';
    const { height, scrolls } = textareaHeight(el.scrollHeight, px(style.lineHeight), paddingY);
    el.style.height = `${height + borderY}px`;
    el.style.overflowY = scrolls ? 'auto' : 'hidden';
  }, [text]);

  const submit = () => {
    if (busy || !canSend(text)) return;
    onSend(text);
    setText('');
  };

  return (
    <footer className="footer">
      <form
        className="composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <textarea
          ref={inputRef}
          className="composer__input"
          rows={1}
          aria-label={WIDGET_MESSAGES.inputLabel}
          placeholder={busy ? WIDGET_MESSAGES.loadingPlaceholder : WIDGET_MESSAGES.inputPlaceholder}
          value={text}
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
        <button
          type="submit"
          className="send"
          aria-label={WIDGET_MESSAGES.send}
          disabled={busy || !canSend(text)}
        >
          <Icon name="send" />
        </button>
      </form>
      {branding ? <p className="branding">{branding}</p> : null}
    </footer>
  );
}

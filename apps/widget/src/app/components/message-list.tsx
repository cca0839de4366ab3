// The scrolling conversation: turns as bubbles (bot left, visitor right), typing dots, the error line.
import { useLayoutEffect, useRef } from 'react';
import { WIDGET_MESSAGES } from '../../shared/widget-messages';
import type { ChatLine } from '../hooks/use-conversation';
import { isAtBottom } from '../lib/scroll';
import { SourceList } from './source-list';

interface MessageListProps {
  lines: readonly ChatLine[];
  busy: boolean;
  error: string | null;
  /** chatBgURL: an image behind the conversation. */
  backgroundUrl?: string;
  onRestart(): void;
}

export function MessageList({ lines, busy, error, backgroundUrl, onRestart }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const last = lines[lines.length - 1];

  // Follow new messages unless the visitor scrolled up to read; their own message always brings them down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list, typing dots and error line are the triggers
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !(stick.current || last?.from === 'human')) return;
    el.scrollTop = el.scrollHeight;
    stick.current = true;
  }, [lines.length, busy, error, last?.from]);

  return (
    <div
      className="scroller"
      ref={scroller}
      style={backgroundUrl ? { backgroundImage: `url(${JSON.stringify(backgroundUrl)})` } : undefined}
      onScroll={(event) => {
        stick.current = isAtBottom(event.currentTarget);
      }}
    >
      <div className="messages" role="log" data-testid="parley-messages">
        {lines.map((line) => (
          // Plain text only: JSX escapes it, and white-space: pre-wrap keeps the newlines.
          <div
            key={line.id}
            className={`message message--${line.from}`}
            data-testid="parley-message"
            data-from={line.from}
          >
            {line.text}
            {line.sources ? <SourceList sources={line.sources} /> : null}
          </div>
        ))}
      </div>
      {busy ? (
        <div className="typing" data-testid="parley-typing" role="status">
          <span className="visually-hidden">{WIDGET_MESSAGES.typing}</span>
          <span className="typing__dot" aria-hidden="true" />
          <span className="typing__dot" aria-hidden="true" />
          <span className="typing__dot" aria-hidden="true" />
        </div>
      ) : null}
      {error ? (
        <div className="error">
          <p className="error__message" role="alert" data-testid="parley-error">
            {error}
          </p>
          <button type="button" className="text-button" onClick={onRestart}>
            {WIDGET_MESSAGES.restart}
          </button>
        </div>
      ) : null}
    </div>
  );
}

// The scrolling conversation (R-WCV-1): banner, turns, the streaming reply, the loading avatar, the error
// line and the end of chat. Follows new messages unless the visitor scrolled up (10 px rule, R-WSH-13).
import { useLayoutEffect, useRef } from 'react';
import { useChat } from '../chat-context';
import { translateServerText, useT } from '../i18n/use-phrases';
import { withPreviewGreeting } from '../lib/preview-config';
import { isAtBottom } from '../lib/scroll';
import { isEnded } from '../state/conversation-state';
import { useConversationState } from '../state/conversation-store';
import { Banner } from './banner';
import { EndOfChat } from './end-of-chat';
import { StreamingBubble } from './streaming-bubble';
import { TurnView } from './turn-view';

export function ConversationView() {
  const t = useT();
  const { store, config, controller, previewGreeting } = useChat();
  const stored = useConversationState(store, (s) => s.turns);
  const turns = previewGreeting
    ? withPreviewGreeting(stored, previewGreeting.saved, previewGreeting.shown)
    : stored;
  const streaming = useConversationState(store, (s) => s.streaming);
  const loading = useConversationState(store, (s) => s.loading);
  const appError = useConversationState(store, (s) => s.appError);
  const ended = useConversationState(store, isEnded);
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const last = turns.at(-1);
  const smooth = !config.disableSmoothScroll && !matchMedia('(prefers-reduced-motion: reduce)').matches;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new turns, streamed text and the typing line move the view
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !(stick.current || last?.from === 'human')) return;
    el.scrollTo({ top: el.scrollHeight, behavior: smooth && turns.length > 1 ? 'smooth' : 'auto' });
    stick.current = true;
  }, [turns, streaming?.text, loading, appError, ended]);

  const background =
    config.chatBgURL && config.ui.bgImageVisible
      ? { backgroundImage: `url(${JSON.stringify(config.chatBgURL)})` }
      : undefined;
  const lastIndex = turns.length - 1;
  return (
    <div
      className="scroller"
      ref={scroller}
      style={background}
      onScroll={(e) => (stick.current = isAtBottom(e.currentTarget))}
    >
      <Banner />
      <div className="messages" role="log" aria-live="polite" data-testid="parley-messages">
        {turns.map((turn, index) => (
          <TurnView key={turn.id} turn={turn} active={index === lastIndex && !ended} />
        ))}
        {streaming?.text ? <StreamingBubble text={streaming.text} sources={streaming.sources} /> : null}
      </div>
      {loading && !streaming?.text ? (
        <div className="typing" data-testid="parley-typing" role="status">
          {config.roundedImageURL || config.avatarImageUrl ? (
            <img className="typing__avatar" src={config.roundedImageURL || config.avatarImageUrl} alt="" />
          ) : null}
          <span className="visually-hidden">{t('typing')}</span>
          <span className="typing__dot" aria-hidden="true" />
          <span className="typing__dot" aria-hidden="true" />
          <span className="typing__dot" aria-hidden="true" />
        </div>
      ) : null}
      {appError ? (
        <div className="error">
          <p className="error__message" role="alert" data-testid="parley-error">
            {translateServerText(t, appError)}
          </p>
          <button type="button" className="button button--small" onClick={() => controller.restart()}>
            {t('restart')}
          </button>
        </div>
      ) : null}
      {ended ? <EndOfChat /> : null}
    </div>
  );
}

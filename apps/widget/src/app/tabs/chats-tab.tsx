// R-WTB-10..13: 'New Chat', the current conversation, up to 10 previous ones, or 'No conversations'.
import { useEffect, useState } from 'react';
import { fetchSessions, rollbackSession, type SessionSummary } from '../api/visitor-api';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { SHORT_MODE_CHARS, textOf, truncateChars } from '../lib/message-rules';
import { previousSessions } from '../lib/tab-rules';
import { Icon } from '../shell/icon';
import { useConversationState } from '../state/conversation-store';

export function ChatsTab({ openConversation }: { openConversation(): void }) {
  const t = useT();
  const { agent, userId, store, controller } = useChat();
  const turns = useConversationState(store, (s) => s.turns);
  const [sessions, setSessions] = useState<SessionSummary[]>([]);
  useEffect(() => {
    let live = true;
    fetchSessions(agent, userId)
      .then((list) => live && setSessions(list))
      .catch(() => live && setSessions([]));
    return () => {
      live = false;
    };
  }, [agent, userId]);

  const lastText = [...turns]
    .reverse()
    .flatMap((turn) => turn.messages.map(textOf))
    .find((x): x is string => Boolean(x));
  const hasCurrent = turns.some((turn) => turn.from === 'human');
  // The newest stored session is the one being continued; the rest are the previous ones.
  const newest = [...sessions].sort((a, b) => b.lastModified - a.lastModified)[0]?.sessionId ?? null;
  const previous = previousSessions(sessions, hasCurrent ? newest : null);

  const open = (session: SessionSummary) => {
    rollbackSession(agent, userId, session.sessionId)
      .then(() => {
        controller.restart();
        openConversation();
      })
      .catch((error: unknown) => console.warn('[Parley] session rollback failed', error));
  };

  return (
    <div className="chats" data-testid="parley-chats">
      <button
        type="button"
        className="button button--primary chats__new"
        onClick={() => {
          if (hasCurrent) controller.restart();
          openConversation();
        }}
      >
        <Icon name="plus" /> {t('newChat')}
      </button>
      {hasCurrent ? (
        <section>
          <h2 className="chats__heading">{t('currentConversation')}</h2>
          <button
            type="button"
            className="session"
            onClick={openConversation}
            data-testid="parley-current-session"
          >
            <span className="session__text">{truncateChars(lastText ?? '', SHORT_MODE_CHARS)}</span>
          </button>
        </section>
      ) : null}
      <section>
        <h2 className="chats__heading">{t('previousConversations')}</h2>
        {previous.length === 0 ? (
          <p className="chats__empty" data-testid="parley-no-conversations">
            {t('noConversations')}
          </p>
        ) : (
          <ul className="chats__list">
            {previous.map((session) => (
              <li key={session.sessionId}>
                <button
                  type="button"
                  className="session"
                  onClick={() => open(session)}
                  data-testid="parley-session"
                >
                  <span className="session__text">
                    {truncateChars(session.lastMessage, SHORT_MODE_CHARS)}
                  </span>
                  <time className="session__time" dateTime={new Date(session.lastModified).toISOString()}>
                    {new Date(session.lastModified).toLocaleDateString(document.documentElement.lang)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

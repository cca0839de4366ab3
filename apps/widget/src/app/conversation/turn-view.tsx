// One turn: its messages, the sources under a bot answer (R-WCV-6) and stored feedback badges (R-WMK-7).
import type { TMessage } from '@parley/contract/chat';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { feedbackOf, isInvisibleKind } from '../lib/message-rules';
import { sourceLinksOf } from '../lib/source-links';
import { MessageView } from '../messages/message-view';
import type { ShownTurn } from '../state/conversation-state';
import { useConversationState } from '../state/conversation-store';
import { SourceList } from './source-list';

function FeedbackBadge({ message }: { message: TMessage }) {
  const t = useT();
  const feedback = feedbackOf(message);
  if (!feedback) return null;
  return (
    <span className={`badge badge--${feedback}`} data-testid="parley-feedback">
      {t(feedback === 'positive' ? 'feedbackPositive' : 'feedbackNegative')}
    </span>
  );
}

/** A team member's message in a bot turn shows who wrote it (R-HND-4: the first name the server stored). */
function Author({ message }: { message: TMessage }) {
  const { store } = useChat();
  const assignee = useConversationState(store, (s) => s.convo.assignee);
  const sender = (message as { sender?: { kind?: unknown; firstName?: unknown; name?: unknown } }).sender;
  if (message.from !== 'human' && sender?.kind !== 'human') return null;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const name =
    str(sender?.firstName) || str(sender?.name).split(/\s+/)[0] || assignee?.firstName || assignee?.name;
  return name ? <span className="author">{name}</span> : null;
}

export function TurnView({ turn, active }: { turn: ShownTurn; active: boolean }) {
  const sources = turn.from === 'bot' ? sourceLinksOf(turn.sources) : [];
  // The sources sit under the turn's last message a visitor can see.
  const lastShown = turn.messages.findLastIndex(
    (m) => !isInvisibleKind(m.type) && m.type !== 'end' && m.type !== 'debug',
  );
  return (
    <div className={`turn turn--${turn.from}`} data-testid="parley-turn">
      {turn.messages.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a turn's messages never reorder
        <div key={index} className="turn__item">
          {turn.from === 'bot' ? <Author message={message} /> : null}
          <MessageView
            message={message}
            id={`${turn.id}-${index}`}
            active={active}
            from={turn.from}
            after={index === lastShown && sources.length > 0 ? <SourceList sources={sources} /> : null}
          />
          <FeedbackBadge message={message} />
        </div>
      ))}
    </div>
  );
}

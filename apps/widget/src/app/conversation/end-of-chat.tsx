// R-WRT-2..4: after an 'end' message the conversation offers 'Start New Conversation' and the rating.
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { Rating } from './rating';

export function EndOfChat() {
  const t = useT();
  const { controller, config } = useChat();
  return (
    <div className="end" data-testid="parley-end">
      <p className="end__note">{t('conversationEnded')}</p>
      {config.disableRating ? null : <Rating />}
      <button
        type="button"
        className="button button--primary"
        onClick={() => controller.restart()}
        data-testid="parley-start-new"
      >
        {t('startNewConversation')}
      </button>
    </div>
  );
}

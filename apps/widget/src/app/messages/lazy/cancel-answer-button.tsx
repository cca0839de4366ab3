// R-WIX-12's other path: a control with canCancel offers 'Cancel', which ends it and sends the 'cancel' action.
import { useChat } from '../../chat-context';
import { useT } from '../../i18n/use-phrases';
import { submitAnswer } from './submit-answer';

export function CancelAnswerButton({ live, onDone }: { live: boolean; onDone(): void }) {
  const t = useT();
  const { controller } = useChat();
  return (
    <button
      type="button"
      className="button"
      disabled={!live}
      onClick={() => {
        onDone();
        void submitAnswer(controller, t, 'cancel');
      }}
    >
      {t('cancel')}
    </button>
  );
}

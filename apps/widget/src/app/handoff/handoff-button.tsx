// The visitor's own way to ask for a person (R-HND-3, R-HND-14): disabled while a request waits.
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { Icon } from '../shell/icon';

export function HandoffButton({ disabled }: { disabled: boolean }) {
  const t = useT();
  const { controller } = useChat();
  return (
    <button
      type="button"
      className="chip chip--small handoff-button"
      disabled={disabled}
      onClick={() => controller.sendAction({ type: 'request_handoff' })}
      data-testid="parley-handoff-button"
    >
      <Icon name="person" />
      {t('directHandoff')}
    </button>
  );
}

// R-WIX-5: with buttonsLayout 'in-footer', the latest turn's choice buttons sit above the input.
import { useChat } from '../chat-context';
import { ButtonGroup } from '../messages/button-group';
import { choiceButtonsOf } from '../messages/choice-message';
import { isEnded } from '../state/conversation-state';
import { useConversationState } from '../state/conversation-store';

export function InFooterButtons() {
  const { store, config } = useChat();
  const last = useConversationState(store, (s) => s.turns.at(-1));
  const ended = useConversationState(store, isEnded);
  if (config.buttonsLayout !== 'in-footer' || !last || last.from !== 'bot' || ended) return null;
  const index = last.messages.findLastIndex((m) => m.type === 'choice' || m.type === 'buttons');
  const choice = last.messages[index];
  if (!choice) return null;
  return (
    <div className="in-footer-buttons" data-testid="parley-footer-buttons">
      <ButtonGroup id={`${last.id}-${index}`} buttons={choiceButtonsOf(choice)} active />
    </div>
  );
}

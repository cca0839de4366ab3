// R-WMK-10: a choice's buttons inline or as a horizontal carousel; with buttonsLayout 'in-footer' the
// footer shows them instead (R-WIX-5).
import { useChat } from '../chat-context';
import { readButtons } from '../lib/button-rules';
import { payloadOf } from '../lib/message-rules';
import { ButtonGroup } from './button-group';
import type { MessageProps } from './message-props';

export const choiceButtonsOf = (message: MessageProps['message']) => readButtons(payloadOf(message).buttons);

export function ChoiceMessage({ message, id, active }: MessageProps) {
  const { config } = useChat();
  if (config.buttonsLayout === 'in-footer') return null;
  const p = payloadOf(message);
  return (
    <ButtonGroup
      id={id}
      buttons={choiceButtonsOf(message)}
      active={active}
      carousel={p.layout === 'carousel' || p.horizontal === true}
    />
  );
}

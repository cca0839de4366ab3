// R-WIX-12: on submit the widget shows a success note, waits a second, then sends the action ('default'
// or 'cancel') with the answer in a variable (R-WIX-8, R-WIX-10, R-WUP-9) and in the action's payload.
import type { Translate } from '../../i18n/use-phrases';
import type { ChatController } from '../../transport/chat-controller';

export const SUBMIT_DELAY_MS = 1000;

export async function submitAnswer(
  controller: ChatController,
  t: Translate,
  path: 'default' | 'cancel',
  variables?: Record<string, unknown>,
  label?: string,
): Promise<void> {
  if (path === 'default') controller.addNote({ type: 'info:success', payload: { message: t('submitted') } });
  await new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));
  // The answer rides in the action's payload too: an external flow receives the action, not the variables.
  controller.sendAction(variables ? { type: path, payload: variables } : { type: path }, {
    ...(variables ? { variables } : {}),
    ...(label ? { label } : {}),
  });
}

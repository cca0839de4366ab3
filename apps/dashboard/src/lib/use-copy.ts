import { notifications } from '@mantine/notifications';
import { AGENT_NOTICE_MS } from '@parley/messages/agents';
import { useState } from 'react';
import { COPIED } from '../messages';
import { copyText } from './copy-text';

/** Copy with the 'Copied to Clipboard' notice (R-DOM-25); `copied` stays true for a moment for the button. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    try {
      await copyText(text);
      notifications.show({ color: 'green', message: COPIED, autoClose: AGENT_NOTICE_MS });
      setCopied(true);
      setTimeout(() => setCopied(false), AGENT_NOTICE_MS);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : String(error),
        autoClose: AGENT_NOTICE_MS,
      });
    }
  };
  return { copy, copied };
}

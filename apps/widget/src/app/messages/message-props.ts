// What every message component gets.
import type { TMessage } from '@parley/contract/chat';

export interface MessageProps {
  message: TMessage;
  /** Unique within the conversation: keys, blocker ids, form ids. */
  id: string;
  /** R-WIX-11: interactive messages act only on the latest turn of an ongoing conversation. */
  active: boolean;
  /** 'bot' or 'human'. */
  from: 'bot' | 'human';
}

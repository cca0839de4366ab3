// What the rest of Parley hears about conversations (notifications, issue 6 part 5). Hooks never fail
// the visitor's call: they are awaited, and their errors are theirs to swallow.
import type { Region } from '@parley/kernel/regions';

export interface ConversationEventKey {
  region: Region;
  agentId: string;
  userId: string;
}

export interface ConversationHooks {
  /** A visitor's message (notification level 1). */
  visitorMessage?(key: ConversationEventKey, text: string): Promise<void>;
  /** A visitor, the flow or the model asked for a person (notification level 2). */
  handoffRequested?(key: ConversationEventKey): Promise<void>;
}

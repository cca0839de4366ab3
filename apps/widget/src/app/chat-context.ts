// What every part of an open widget needs: the config, the conversation, how to act, and the visitor.
import type { TWidgetConfig } from '@parley/contract/widget-config';
import { createContext, useContext } from 'react';
import type { VisitorIdentity } from '../shared/protocol';
import type { AgentRef } from './api/http';
import type { ConversationStore } from './state/conversation-store';
import type { ChatController } from './transport/chat-controller';

export interface ChatContextValue {
  config: TWidgetConfig;
  agent: AgentRef;
  userId: string;
  store: ConversationStore;
  controller: ChatController;
  /** Test mode: the visitor is the super admin (R-WSH-5) who sees debug messages. */
  superAdmin: boolean;
  /** Inside a host page (the loader made the frame): minimize and close hand back to it. */
  embedded: boolean;
  identity: VisitorIdentity;
  /** A short notice (R-WCV-10, R-WIX-7, R-WFM-11: 2.5 s by default). */
  notify(text: string, kind?: 'error' | 'info', ms?: number): void;
  /** Minimizes the widget (the loader hides the frame); absent outside a host page. */
  minimize?: () => void;
  /** Opens the voice call panel (R-VOC-4). */
  openVoice(): void;
  /** The Design tab's live preview: the saved proactive message shows as the edited one. */
  previewGreeting?: { saved: string; shown: string };
}

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat outside the chat');
  return value;
}

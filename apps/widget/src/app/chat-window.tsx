// The chat once the agent's config is known: header, conversation, footer, and the loader's commands.
import { useEffect, useRef, useState } from 'react';
import { browserStorage, isVisitorIdOf, loadOrCreateVisitorId } from '../shared/visitor-id';
import { postToDashboard } from './bridge/dashboard-bridge';
import { isEmbedded, postToLoader, useLoaderCommands } from './bridge/loader-bridge';
import { ChatHeader } from './components/chat-header';
import { Composer } from './components/composer';
import { MessageList } from './components/message-list';
import { useConversation } from './hooks/use-conversation';
import { buildDebugReport } from './lib/debug-report';
import type { FrameParams } from './lib/frame-params';
import { type WidgetView, withPreviewGreeting } from './lib/preview-config';

interface ChatWindowProps {
  agentId: string;
  /** The saved config with any live-preview overrides applied. */
  config: WidgetView;
  /** The saved proactive message: the launch greeting a preview may replace. */
  savedProactive: string;
  params: FrameParams;
  onMinimize?: () => void;
}

export function ChatWindow({ agentId, config, savedProactive, params, onMinimize }: ChatWindowProps) {
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [userId] = useState(() =>
    isVisitorIdOf(agentId, params.userId) ? params.userId : loadOrCreateVisitorId(agentId, browserStorage()),
  );
  const { parentOrigin } = params;

  const chat = useConversation({
    agent: { agentId, region: params.region },
    userId,
    messageDelayMs: config.messageDelayMS,
    origin: parentOrigin,
    test: params.test,
    onBotMessage: (message, text) =>
      postToLoader(parentOrigin, {
        type: 'parley:event',
        event: 'message',
        data: { from: 'bot', text, message },
      }),
    onRestart: () => postToLoader(parentOrigin, { type: 'parley:event', event: 'chat_restart' }),
    onResponse: params.test
      ? (action, response) => postToDashboard(buildDebugReport(Date.now(), userId, action, response))
      : undefined,
  });
  const lines = withPreviewGreeting(chat.lines, savedProactive, config.proactiveMessage);

  useLoaderCommands(parentOrigin, {
    onOpen(focus) {
      chat.ensureLaunched();
      if (focus) inputRef.current?.focus();
    },
    onClose() {},
    onIdentify: chat.identify,
    onSend: chat.send,
  });

  // Opened as a page of its own (no loader), the chat is open from the start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    if (!isEmbedded(parentOrigin)) chat.ensureLaunched();
  }, []);

  return (
    <div className="chat">
      <ChatHeader
        title={config.title}
        description={config.description}
        avatarUrl={config.roundedImageURL || config.avatarImageUrl || undefined}
        onMinimize={onMinimize}
      />
      <MessageList
        lines={lines}
        busy={chat.busy}
        error={chat.error}
        backgroundUrl={config.chatBgURL || undefined}
        onRestart={chat.restart}
      />
      <Composer busy={chat.busy} branding={config.branding} inputRef={inputRef} onSend={chat.send} />
    </div>
  );
}

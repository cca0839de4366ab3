// The chat: header, conversation, the handoff's slot and the footer; the header's close asks to end the chat.
import { type RefObject, useState } from 'react';
import { useChat } from '../chat-context';
import { Footer } from '../footer/footer';
import { useT } from '../i18n/use-phrases';
import { ChatHeader } from '../shell/chat-header';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { ConversationView } from './conversation-view';
import { HandoffSlot } from './handoff-slot';

export function ChatView({
  inputRef,
  onBack,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onBack?: () => void;
}) {
  const t = useT();
  const { config, minimize, controller } = useChat();
  const [confirmEnd, setConfirmEnd] = useState(false);
  return (
    <div className="chat">
      <ChatHeader
        title={config.title}
        description={config.description}
        avatarUrl={config.roundedImageURL || config.avatarImageUrl}
        onBack={onBack}
        onMinimize={minimize}
        onClose={() => setConfirmEnd(true)}
      />
      <ConversationView />
      <HandoffSlot />
      <Footer inputRef={inputRef} />
      {confirmEnd ? (
        <ConfirmDialog
          testId="parley-end-confirm"
          confirmLabel={t('endChat')}
          onConfirm={() => {
            // R-WRT-1: restarts the conversation and closes the widget.
            setConfirmEnd(false);
            controller.restart();
            minimize?.();
          }}
          onCancel={() => setConfirmEnd(false)}
        />
      ) : null}
    </div>
  );
}

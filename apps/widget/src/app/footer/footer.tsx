// The footer (R-WCV-7..12): in-footer buttons, the input with attachment and microphone, the call and
// custom buttons, the refresh button (with its confirmation) and the branding line.
import { type RefObject, useState } from 'react';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { Icon } from '../shell/icon';
import { inputBlocked } from '../state/conversation-state';
import { useConversationState } from '../state/conversation-store';
import { Composer } from './composer';
import { CustomButtons } from './custom-buttons';
import { InFooterButtons } from './in-footer-buttons';
import { MicButton } from './mic-button';
import { QuickUpload } from './quick-upload';

export function Footer({ inputRef }: { inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const t = useT();
  const { store, controller, config, openVoice } = useChat();
  const busy = useConversationState(store, (s) => s.loading);
  const cancellable = useConversationState(store, (s) => s.cancellable);
  const blocked = useConversationState(store, inputBlocked);
  const [recording, setRecording] = useState(false);
  const [confirmRefresh, setConfirmRefresh] = useState(false);
  const native = config.agentPlatform !== 'vf';

  return (
    <footer className="footer">
      <InFooterButtons />
      <Composer
        busy={busy}
        blocked={blocked}
        cancellable={cancellable && native}
        recording={recording}
        inputRef={inputRef}
        onSend={(text) => controller.sendText(text)}
        onCancel={() => controller.cancel()}
        tools={
          <>
            {config.enableQuickFileUpload ? <QuickUpload disabled={blocked} /> : null}
            {config.enableAudioSupport ? (
              <MicButton disabled={blocked || busy} onRecording={setRecording} />
            ) : null}
          </>
        }
      />
      <div className="footer__row">
        <CustomButtons buttons={config.customButtons} disabled={blocked} />
        {config.branding ? <p className="branding">{config.branding}</p> : null}
        <div className="footer__tools">
          {config.webCalling ? (
            <button
              type="button"
              className="icon-button icon-button--muted"
              aria-label={t('voiceCall')}
              onClick={openVoice}
              data-testid="parley-call"
            >
              <Icon name="phone" />
            </button>
          ) : null}
          <button
            type="button"
            className="icon-button icon-button--muted"
            aria-label={t('restartConversation')}
            onClick={() => setConfirmRefresh(true)}
            data-testid="parley-refresh"
          >
            <Icon name="refresh" />
          </button>
        </div>
      </div>
      {confirmRefresh ? (
        <ConfirmDialog
          testId="parley-refresh-confirm"
          confirmLabel={t('refreshConversation')}
          onConfirm={() => {
            setConfirmRefresh(false);
            controller.restart();
          }}
          onCancel={() => setConfirmRefresh(false)}
        />
      ) : null}
    </footer>
  );
}

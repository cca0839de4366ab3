// R-VOC-4: the voice call panel, opened by the Home liveCall button, the footer call button or Test Voice.
// Web calls need a voice provider this installation does not have yet: the panel says so plainly.
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-phrases';
import { Icon } from '../shell/icon';

export function VoicePanel({ onClose }: { onClose(): void }) {
  const t = useT();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog voice"
        role="dialog"
        aria-modal="true"
        aria-label={t('voiceCall')}
        data-testid="parley-voice-panel"
      >
        <span className="voice__icon" aria-hidden="true">
          <Icon name="phone" />
        </span>
        <p>{t('callUnavailable')}</p>
        <button ref={close} type="button" className="button button--primary" onClick={onClose}>
          {t('endCall')}
        </button>
      </div>
    </div>
  );
}

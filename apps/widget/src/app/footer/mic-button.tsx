// R-VOC-5..9: hold to talk (pointer or Space/Enter), release to send what was understood.
import { useRef } from 'react';
import { speechToText } from '../api/visitor-api';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { Icon } from '../shell/icon';
import type { Recording } from '../voice/recorder';

export function MicButton({
  disabled,
  onRecording,
}: {
  disabled: boolean;
  onRecording(recording: boolean): void;
}) {
  const t = useT();
  const { agent, controller, notify, config } = useChat();
  const recording = useRef<Promise<Recording | null> | null>(null);

  const start = () => {
    if (disabled || recording.current) return;
    onRecording(true);
    recording.current = import('../voice/recorder').then((m) => m.startRecording());
  };
  const stop = async () => {
    const pending = recording.current;
    recording.current = null;
    onRecording(false);
    const rec = await pending;
    const audio = await rec?.stop();
    if (!audio) return;
    try {
      const text = (await speechToText(agent.agentId, audio, config.language)).trim();
      if (text) controller.sendText(text);
      else notify(t('noTextUnderstood'));
    } catch {
      notify(t('sttFailed'));
    }
  };

  return (
    <button
      type="button"
      className="icon-button icon-button--muted"
      aria-label={t('microphone')}
      disabled={disabled}
      onPointerDown={start}
      onPointerUp={stop}
      onPointerLeave={() => recording.current && stop()}
      onKeyDown={(e) => {
        if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
          e.preventDefault();
          start();
        }
      }}
      onKeyUp={(e) => {
        if (e.key === ' ' || e.key === 'Enter') void stop();
      }}
      data-testid="parley-mic"
    >
      <Icon name="mic" />
    </button>
  );
}

// VoiceNote (R-WIX-13): play, pause, replay at the end, and the speed cycling 1 → 1.25 → 1.5 → 2.
import './rich.css';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-phrases';
import { payloadOf } from '../../lib/message-rules';
import { nextSpeed } from '../../lib/voice-note-rules';
import { safeMediaUrl } from '../../markdown/safe-url';
import { Icon } from '../../shell/icon';
import type { MessageProps } from '../message-props';

export function VoiceNoteMessage({ message }: MessageProps) {
  const t = useT();
  const p = payloadOf(message);
  const src = safeMediaUrl(
    p.url ?? p.audio ?? p.src ?? (typeof message.payload === 'string' ? message.payload : undefined),
  );
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<'paused' | 'playing' | 'ended'>('paused');
  const [speed, setSpeed] = useState(1);
  const [progress, setProgress] = useState(0);
  if (!src) return null;
  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (state === 'playing') el.pause();
    else {
      if (state === 'ended') el.currentTime = 0;
      void el.play().catch(() => setState('paused'));
    }
  };
  const icon = state === 'playing' ? 'pause' : state === 'ended' ? 'replay' : 'play';
  const label = state === 'playing' ? t('pause') : state === 'ended' ? t('replay') : t('play');
  return (
    <div className="voice-note" data-testid="parley-voice-note" data-state={state}>
      {/* biome-ignore lint/a11y/useMediaCaption: a bot's voice note has no caption track to offer */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setState('playing')}
        onPause={(e) => !e.currentTarget.ended && setState('paused')}
        onEnded={() => setState('ended')}
        onTimeUpdate={(e) => {
          const el = e.currentTarget;
          setProgress(el.duration ? el.currentTime / el.duration : 0);
        }}
      />
      <button
        type="button"
        className="icon-button voice-note__play"
        aria-label={label}
        onClick={toggle}
        data-testid="parley-voice-play"
      >
        <Icon name={icon} />
      </button>
      <span className="voice-note__track" aria-hidden="true">
        <span className="voice-note__bar" style={{ width: `${Math.round(progress * 100)}%` }} />
      </span>
      <button
        type="button"
        className="button button--small voice-note__speed"
        aria-label={`${t('speed')}: ${speed}×`}
        onClick={() => {
          const next = nextSpeed(speed);
          setSpeed(next);
          if (audio.current) audio.current.playbackRate = next;
        }}
        data-testid="parley-voice-speed"
      >
        {speed}×
      </button>
    </div>
  );
}

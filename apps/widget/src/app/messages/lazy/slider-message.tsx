// Slider (R-WIX-9..12): a value between min and max; the answer goes as vg_slider_response.
import './rich.css';
import { useId, useState } from 'react';
import { useChat } from '../../chat-context';
import { useT } from '../../i18n/use-phrases';
import { payloadOf } from '../../lib/message-rules';
import { readSlider } from '../../lib/slider-rules';
import type { MessageProps } from '../message-props';
import { useBlocker } from '../use-blocker';
import { CancelAnswerButton } from './cancel-answer-button';
import { submitAnswer } from './submit-answer';

export function SliderMessage({ message, id, active }: MessageProps) {
  const t = useT();
  const { controller } = useChat();
  const inputId = useId();
  const s = readSlider(payloadOf(message));
  const [value, setValue] = useState(s.defaultValue);
  const [done, setDone] = useState(false);
  const live = active && !done;
  // R-WIX-11: blocks the input unless it may be cancelled.
  useBlocker(`${id}:slider`, live && !s.canCancel);
  const shown = `${value}${s.valueLabel ? ` ${s.valueLabel}` : ''}`;
  return (
    <form
      className={`control slider slider--${s.size}`}
      data-testid="parley-slider"
      onSubmit={(event) => {
        event.preventDefault();
        if (!live) return;
        setDone(true);
        void submitAnswer(controller, t, 'default', { vg_slider_response: value }, shown);
      }}
    >
      <label className="control__label" htmlFor={inputId}>
        {s.label || t('chooseOption')}
      </label>
      <div className="slider__row">
        <input
          id={inputId}
          type="range"
          min={s.minValue}
          max={s.maxValue}
          step={s.step}
          value={value}
          disabled={!live}
          aria-valuetext={shown}
          onInput={(event) => setValue(Number(event.currentTarget.value))}
        />
        <output htmlFor={inputId} className="slider__value">
          {shown}
        </output>
      </div>
      <div className="control__actions">
        <button type="submit" className="button button--primary" disabled={!live}>
          {t('submit')}
        </button>
        {s.canCancel ? <CancelAnswerButton live={live} onDone={() => setDone(true)} /> : null}
      </div>
    </form>
  );
}

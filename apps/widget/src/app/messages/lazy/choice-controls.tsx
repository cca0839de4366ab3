// MultiDropdown (R-WIX-8, R-WMK-14) and MultiSelect (R-WIX-6, R-WIX-7).
import './rich.css';
import { useId, useState } from 'react';
import { useChat } from '../../chat-context';
import { useT } from '../../i18n/use-phrases';
import { buttonLabel, multiSelectMax, readButtons } from '../../lib/button-rules';
import { payloadOf } from '../../lib/message-rules';
import type { MessageProps } from '../message-props';
import { useBlocker } from '../use-blocker';
import { submitAnswer } from './submit-answer';

interface DropdownOption {
  label: string;
  value: string;
  buttons: DropdownOption[];
}

/** The payload's buttons {label, value, buttons}; null when it is not that shape (R-WMK-14). */
export function readDropdownOptions(raw: unknown, depth = 0): DropdownOption[] | null {
  if (!Array.isArray(raw) || raw.length === 0 || depth > 5) return null;
  const out: DropdownOption[] = [];
  for (const item of raw) {
    const { label, value, buttons } = (item ?? {}) as Record<string, unknown>;
    if (typeof label !== 'string') return null;
    const nested =
      buttons === undefined || (Array.isArray(buttons) && buttons.length === 0)
        ? []
        : readDropdownOptions(buttons, depth + 1);
    if (nested === null) return null;
    out.push({
      label,
      value: typeof value === 'string' || typeof value === 'number' ? String(value) : label,
      buttons: nested,
    });
  }
  return out;
}

export function MultiDropdownMessage({ message, id, active }: MessageProps) {
  const t = useT();
  const { controller } = useChat();
  const baseId = useId();
  const options = readDropdownOptions(payloadOf(message).buttons);
  const [path, setPath] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const live = active && !done;
  useBlocker(`${id}:dropdown`, live && options !== null);
  if (!options) {
    return (
      <div className="info info--danger" role="alert" data-testid="parley-dropdown-error">
        <p>{t('somethingWentWrong')}</p>
        <p className="hint">
          payload.buttons: [{'{'} label, value, buttons? {'}'}]
        </p>
      </div>
    );
  }
  // One select per level: the chosen option's nested buttons open the next one.
  const levels: DropdownOption[][] = [options];
  for (const value of path) {
    const chosen = levels.at(-1)?.find((o) => o.value === value);
    if (chosen?.buttons.length) levels.push(chosen.buttons);
  }
  const complete = path.length === levels.length && path.length > 0;
  return (
    <form
      className="control"
      data-testid="parley-multidropdown"
      onSubmit={(event) => {
        event.preventDefault();
        if (!live || !complete) return;
        setDone(true);
        const value = path.join(' > ');
        void submitAnswer(controller, t, 'default', { multiDropdown: value }, value);
      }}
    >
      {levels.map((level, depth) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: levels are positions
        <div key={depth} className="control__field">
          <label className="visually-hidden" htmlFor={`${baseId}-${depth}`}>
            {t('chooseOption')}
          </label>
          <select
            id={`${baseId}-${depth}`}
            className="select"
            disabled={!live}
            value={path[depth] ?? ''}
            onChange={(event) =>
              setPath([...path.slice(0, depth), event.currentTarget.value].filter(Boolean))
            }
          >
            <option value="">{t('chooseOption')}</option>
            {level.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={!live || !complete}>
        {t('submit')}
      </button>
    </form>
  );
}

export function MultiSelectMessage({ message, active }: MessageProps) {
  const t = useT();
  const { controller, notify } = useChat();
  const buttons = readButtons(payloadOf(message).buttons);
  const max = multiSelectMax(buttons);
  const [chosen, setChosen] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const live = active && !done;
  const toggle = (name: string) => {
    if (!live) return;
    if (chosen.includes(name)) return setChosen(chosen.filter((n) => n !== name));
    if (chosen.length >= max) return notify(t('maxSelection', { n: max }));
    setChosen([...chosen, name]);
  };
  return (
    <fieldset className="control" data-testid="parley-multiselect" disabled={!live}>
      <legend className="visually-hidden">{t('chooseOption')}</legend>
      <div className="buttons">
        {buttons.map((b) => {
          const label = buttonLabel(b.name);
          return (
            <button
              key={b.name}
              type="button"
              className={`chip${chosen.includes(label) ? ' chip--chosen' : ''}`}
              aria-pressed={chosen.includes(label)}
              onClick={() => toggle(label)}
            >
              {label}
            </button>
          );
        })}
      </div>
      <p className="hint" aria-live="polite">
        {t('selectedCount', { n: chosen.length })}
      </p>
      <div className="control__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={chosen.length === 0}
          onClick={() => {
            setDone(true);
            controller.sendText(chosen.join(', '));
          }}
        >
          {t('select')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDone(true);
            controller.sendAction({ type: 'cancel' });
          }}
        >
          {t('cancel')}
        </button>
      </div>
    </fieldset>
  );
}

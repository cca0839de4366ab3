// Chat buttons (R-WIX-1..5): plain buttons, a horizontal carousel, or a list with 'Submit' (VG_Dropdown).
import { useId, useRef, useState } from 'react';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { arrangeButtons, type ChatButton } from '../lib/button-rules';
import { Icon } from '../shell/icon';
import { useBlocker } from './use-blocker';

interface ButtonGroupProps {
  id: string;
  buttons: ChatButton[];
  active: boolean;
  carousel?: boolean;
  /** Inside a card: smaller, full width. */
  compact?: boolean;
}

export function ButtonGroup({ id, buttons: all, active, carousel, compact }: ButtonGroupProps) {
  const t = useT();
  const { controller } = useChat();
  const [chosen, setChosen] = useState<string | null>(null);
  const { buttons, dropdown, blocksInput } = arrangeButtons(all);
  const live = active && chosen === null;
  useBlocker(`${id}:block`, live && blocksInput);
  const selectId = useId();
  const [picked, setPicked] = useState('');
  const row = useRef<HTMLDivElement>(null);
  if (buttons.length === 0) return null;

  const choose = (button: ChatButton) => {
    if (!live) return;
    setChosen(button.name);
    controller.sendAction(button.request, { label: button.name });
  };

  if (dropdown) {
    return (
      <form
        className="button-dropdown"
        onSubmit={(event) => {
          event.preventDefault();
          const button = buttons.find((b) => b.name === picked);
          if (button) choose(button);
        }}
      >
        <label className="visually-hidden" htmlFor={selectId}>
          {t('chooseOption')}
        </label>
        <select
          id={selectId}
          className="select"
          disabled={!live}
          value={chosen ?? picked}
          onChange={(e) => setPicked(e.currentTarget.value)}
        >
          <option value="">{t('chooseOption')}</option>
          {buttons.map((b) => (
            <option key={b.name} value={b.name}>
              {b.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary" disabled={!live || !picked}>
          {t('submit')}
        </button>
      </form>
    );
  }

  const list = (
    <div
      ref={row}
      className={`buttons${carousel ? ' buttons--carousel' : ''}${compact ? ' buttons--compact' : ''}`}
      data-testid="parley-buttons"
    >
      {buttons.map((b) => (
        <button
          key={b.name}
          type="button"
          className={`chip${chosen === b.name ? ' chip--chosen' : ''}`}
          disabled={!live}
          aria-pressed={chosen === b.name ? true : undefined}
          onClick={() => choose(b)}
        >
          {b.name}
        </button>
      ))}
    </div>
  );
  if (!carousel) return list;
  const scroll = (direction: number) => row.current?.scrollBy({ left: direction * 160, behavior: 'smooth' });
  return (
    <div className="carousel-row">
      <button
        type="button"
        className="icon-button carousel-row__nav"
        aria-label={t('previous')}
        onClick={() => scroll(-1)}
      >
        <Icon name="chevronLeft" />
      </button>
      {list}
      <button
        type="button"
        className="icon-button carousel-row__nav"
        aria-label={t('next')}
        onClick={() => scroll(1)}
      >
        <Icon name="chevronRight" />
      </button>
    </div>
  );
}

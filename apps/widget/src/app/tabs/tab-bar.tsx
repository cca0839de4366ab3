// The tab list at the bottom (R-WTB-1): arrow keys move between tabs, as the ARIA tabs pattern has it.
import type { TWidgetTab, TWidgetTabKey } from '@parley/contract/widget-config';
import { useRef } from 'react';
import { useT } from '../i18n/use-phrases';
import { tabLabel } from '../lib/tab-rules';
import { Icon } from '../shell/icon';

const ICONS = { home: 'home', convos: 'chats', faq: 'faq' } as const;

export function TabBar({
  tabs,
  current,
  onChoose,
}: {
  tabs: readonly TWidgetTab[];
  current: TWidgetTabKey;
  onChoose(key: TWidgetTabKey): void;
}) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    if (!next) return;
    onChoose(next.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div className="tab-bar" role="tablist" ref={list} data-testid="parley-tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`parley-tab-${tab.key}`}
          data-key={tab.key}
          aria-selected={tab.key === current}
          aria-controls="parley-tabpanel"
          tabIndex={tab.key === current ? 0 : -1}
          className="tab-bar__tab"
          onClick={() => onChoose(tab.key)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
              event.preventDefault();
              const rtl = document.documentElement.dir === 'rtl';
              move(index, (event.key === 'ArrowRight') !== rtl ? 1 : -1);
            }
          }}
        >
          {tab.iconUrl ? (
            <img src={tab.iconUrl} alt="" className="tab-bar__icon" />
          ) : (
            <Icon name={ICONS[tab.key]} />
          )}
          <span>{tabLabel(tab, t)}</span>
        </button>
      ))}
    </div>
  );
}

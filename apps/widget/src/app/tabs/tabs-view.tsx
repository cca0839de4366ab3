// ui.widgetType 'tabs' (R-WTB-1..5): Home, Chats and FAQ; a conversation opens over them with a back
// button; choosing a tab or going back clears the selected conversation.
import './tabs.css';
import type { TWidgetTabKey } from '@parley/contract/widget-config';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useChat } from '../chat-context';
import { ChatView } from '../conversation/chat-view';
import { useT } from '../i18n/use-phrases';
import { sandboxFor } from '../lib/frame-sandbox';
import { homeGreeting, visibleTabs } from '../lib/tab-rules';
import { ChatHeader } from '../shell/chat-header';
import { ChatsTab } from './chats-tab';
import { HomeTab } from './home-tab';
import { TabBar } from './tab-bar';

export function TabsView({ inputRef }: { inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const t = useT();
  const { config, identity, minimize, embedded } = useChat();
  const tabs = visibleTabs(config.tabs);
  const [current, setCurrent] = useState<TWidgetTabKey>(tabs[0]?.key ?? 'home');
  const [selected, setSelected] = useState(tabs.length === 0);
  const afterOpen = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!selected) return;
    afterOpen.current?.();
    afterOpen.current = null;
    if (window.innerWidth >= 900) inputRef.current?.focus();
  }, [selected, inputRef]);

  const openConversation = (then?: () => void) => {
    afterOpen.current = then ?? null;
    setSelected(true);
  };

  if (selected)
    return <ChatView inputRef={inputRef} onBack={tabs.length > 0 ? () => setSelected(false) : undefined} />;

  const tab = tabs.find((x) => x.key === current) ?? tabs[0];
  const home = tab?.key === 'home';
  return (
    <div className="chat tabs">
      <ChatHeader
        title={home ? homeGreeting(tab.homeSpecific?.headerTitle, identity.name, t) : config.title}
        description={
          home ? tab.homeSpecific?.headerDescription?.trim() || t('homeDescription') : config.description
        }
        avatarUrl={config.roundedImageURL || config.avatarImageUrl}
        tall={home}
        onMinimize={embedded ? minimize : undefined}
      />
      <div
        className="tab-panel"
        role="tabpanel"
        id="parley-tabpanel"
        aria-labelledby={`parley-tab-${tab?.key}`}
      >
        {tab?.key === 'home' ? <HomeTab tab={tab} openConversation={openConversation} /> : null}
        {tab?.key === 'convos' ? <ChatsTab openConversation={() => openConversation()} /> : null}
        {tab?.key === 'faq' && tab.iframeUrl ? (
          <iframe
            className="faq-frame"
            title={t('tabFaq')}
            src={tab.iframeUrl}
            sandbox={sandboxFor(tab.iframeUrl, location.origin)}
            referrerPolicy="no-referrer"
            data-testid="parley-faq"
          />
        ) : null}
      </div>
      <TabBar
        tabs={tabs}
        current={tab?.key ?? 'home'}
        onChoose={(key) => {
          // R-WTB-4: choosing a tab clears the selected session.
          setSelected(false);
          setCurrent(key);
        }}
      />
    </div>
  );
}

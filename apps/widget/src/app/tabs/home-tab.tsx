// R-WTB-6..9: the Home tab's buttons (recentConvo, liveCall, directHandoff, askQuestion with its
// icebreakers) and its optional iframe.
import type { THomeButton, TWidgetTab } from '@parley/contract/widget-config';
import type { PhraseKey } from '@parley/widget-i18n/phrases-en';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { sandboxFor } from '../lib/frame-sandbox';
import { iframeHeight } from '../lib/tab-rules';
import { Icon, type IconName } from '../shell/icon';

const DEFAULTS: Record<THomeButton['key'], { label: PhraseKey; icon: IconName }> = {
  recentConvo: { label: 'recentConversation', icon: 'chats' },
  liveCall: { label: 'liveCall', icon: 'phone' },
  directHandoff: { label: 'directHandoff', icon: 'faq' },
  askQuestion: { label: 'askQuestion', icon: 'send' },
};

interface HomeTabProps {
  tab: TWidgetTab;
  /** Opens the conversation view; `then` runs once it shows. */
  openConversation(then?: () => void): void;
}

export function HomeTab({ tab, openConversation }: HomeTabProps) {
  const t = useT();
  const { controller, openVoice, embedded, config } = useChat();
  const buttons = (tab.homeSpecific?.buttons ?? []).filter(
    (b) => b.show && (b.key !== 'liveCall' || config.webCalling),
  );
  const press = (button: THomeButton) => {
    if (button.key === 'liveCall') return openVoice();
    if (button.key === 'directHandoff') {
      // The handoff layer answers this action (R-HND-13); here it only opens the conversation and asks.
      return openConversation(() => controller.sendAction({ type: 'request_handoff' }));
    }
    openConversation();
  };
  return (
    <div className="home" data-testid="parley-home">
      <ul className="home__buttons">
        {buttons.map((button) => (
          <li key={button.key} className="home__item">
            <button
              type="button"
              className="home__button"
              onClick={() => press(button)}
              data-testid={`parley-home-${button.key}`}
            >
              {button.iconUrl ? (
                <img src={button.iconUrl} alt="" className="home__icon" />
              ) : (
                <Icon name={DEFAULTS[button.key].icon} />
              )}
              <span>{button.label.trim() || t(DEFAULTS[button.key].label)}</span>
            </button>
            {button.key === 'askQuestion' && button.iceBreakers.length > 0 ? (
              <div className="buttons" data-testid="parley-icebreakers">
                {button.iceBreakers.map((text) => (
                  <button
                    key={text}
                    type="button"
                    className="chip"
                    onClick={() => openConversation(() => controller.sendText(text))}
                  >
                    {text}
                  </button>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {tab.iframeUrl ? (
        <iframe
          className="home__frame"
          title={t('embeddedContent')}
          src={tab.iframeUrl}
          style={{ height: iframeHeight(tab.iframeHeight, embedded) }}
          sandbox={sandboxFor(tab.iframeUrl, location.origin)}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </div>
  );
}

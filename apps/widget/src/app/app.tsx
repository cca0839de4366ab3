// The frame's root: loads the agent's widget config in the visitor's language and shows the widget, or
// why it cannot be shown (unknown agent, failed load, disabled agent R-WSH-6).
import { isRtlLanguage } from '@parley/widget-i18n/languages';
import { type CSSProperties, type JSX, useEffect, useMemo } from 'react';
import type { FrameMessage } from '../shared/protocol';
import { usePreviewOverrides } from './bridge/dashboard-bridge';
import { isEmbedded, postToLoader } from './bridge/loader-bridge';
import { useWidgetConfig } from './hooks/use-widget-config';
import { makeTranslate, PhrasesContext } from './i18n/use-phrases';
import { customThemeVars } from './lib/custom-theme';
import type { FrameParams } from './lib/frame-params';
import { applyPreview } from './lib/preview-config';
import { resolveTheme } from './lib/theme';
import { StatusView } from './shell/status-view';
import { WidgetRoot } from './widget-root';

const CLOSE_REQUEST: FrameMessage = { type: 'parley:close-request' };

export function App({ params }: { params: FrameParams }) {
  const { state, retry } = useWidgetConfig(params.agentId, params.region);
  const embedded = isEmbedded(params.parentOrigin);
  const minimize = embedded ? () => postToLoader(params.parentOrigin, CLOSE_REQUEST) : undefined;
  const overrides = usePreviewOverrides(params.preview);
  const config = state.status === 'ready' ? applyPreview(state.config, overrides) : null;
  const phrases = state.status === 'ready' ? state.config.phrases : undefined;
  const t = useMemo(() => makeTranslate(phrases), [phrases]);
  const language = config?.language ?? 'en';

  // Escape anywhere in the chat asks the loader to close it, as the minimize button does.
  useEffect(() => {
    if (!embedded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) postToLoader(params.parentOrigin, CLOSE_REQUEST);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [embedded, params.parentOrigin]);

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = isRtlLanguage(language) ? 'rtl' : 'ltr';
    document.title = t('frameTitle');
  }, [language, t]);

  // The owner's CSS (ADVANCED_customCSS) applies to their own widget only: it is inside the frame.
  useEffect(() => {
    if (!config?.customCSS) return;
    const style = document.createElement('style');
    style.textContent = config.customCSS;
    document.head.append(style);
    return () => style.remove();
  }, [config?.customCSS]);

  const style = {
    ...customThemeVars(config?.customThemeJSONString),
    ...(config?.fontFamily ? { '--font': config.fontFamily } : {}),
  } as CSSProperties;

  let body: JSX.Element;
  if (state.status === 'loading') {
    body = (
      <div className="status" role="status" data-testid="parley-loading">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('loadingWidget')}</span>
      </div>
    );
  } else if (state.status === 'not-found' || !params.agentId) {
    body = <StatusView testId="parley-unavailable" message={t('agentNotFound')} onMinimize={minimize} />;
  } else if (state.status === 'failed') {
    body = (
      <StatusView testId="parley-failed" message={t('errorLive')} onMinimize={minimize} onRetry={retry} />
    );
  } else if (state.config.disabled || !config) {
    body = <StatusView testId="parley-disabled" message={t('agentDisabled')} onMinimize={minimize} />;
  } else {
    body = (
      <WidgetRoot
        config={config}
        savedProactive={state.config.proactiveMessage}
        params={{ ...params, agentId: params.agentId }}
        minimize={minimize}
      />
    );
  }

  return (
    <PhrasesContext.Provider value={t}>
      <div className="parley" data-theme={resolveTheme(config?.theme)} style={style}>
        {body}
      </div>
    </PhrasesContext.Provider>
  );
}

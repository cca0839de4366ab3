// The frame's root: loads the agent's widget config and shows the chat or why it cannot be shown.
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { type CSSProperties, useEffect } from 'react';
import type { FrameMessage } from '../shared/protocol';
import { WIDGET_MESSAGES } from '../shared/widget-messages';
import { usePreviewOverrides } from './bridge/dashboard-bridge';
import { isEmbedded, postToLoader } from './bridge/loader-bridge';
import { ChatWindow } from './chat-window';
import { StatusView } from './components/status-view';
import { useWidgetConfig } from './hooks/use-widget-config';
import { customThemeVars } from './lib/custom-theme';
import type { FrameParams } from './lib/frame-params';
import { applyPreview } from './lib/preview-config';
import { resolveTheme } from './lib/theme';

const CLOSE_REQUEST: FrameMessage = { type: 'parley:close-request' };

export function App({ params }: { params: FrameParams }) {
  const { state, retry } = useWidgetConfig(params.agentId, params.region);
  const embedded = isEmbedded(params.parentOrigin);
  const minimize = embedded ? () => postToLoader(params.parentOrigin, CLOSE_REQUEST) : undefined;
  const overrides = usePreviewOverrides(params.preview);
  const config = state.status === 'ready' ? applyPreview(state.config, overrides) : null;

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
    if (config?.lang && config.lang !== 'automatic') document.documentElement.lang = config.lang;
  }, [config?.lang]);

  return (
    <div
      className="parley"
      data-theme={resolveTheme(config?.theme)}
      style={customThemeVars(config?.customThemeJSONString) as CSSProperties}
    >
      {state.status === 'loading' ? (
        <div className="status" role="status" data-testid="parley-loading">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{WIDGET_MESSAGES.loadingWidget}</span>
        </div>
      ) : state.status === 'not-found' || !params.agentId ? (
        <StatusView
          testId="parley-unavailable"
          message={WIDGET_MESSAGES.agentNotFound}
          onMinimize={minimize}
        />
      ) : state.status === 'failed' ? (
        <StatusView
          testId="parley-failed"
          message={CHAT_MESSAGES.errorLive}
          onMinimize={minimize}
          onRetry={retry}
        />
      ) : state.config.disabled || !config ? (
        <StatusView testId="parley-disabled" message={CHAT_MESSAGES.agentDisabled} onMinimize={minimize} />
      ) : (
        <ChatWindow
          agentId={params.agentId}
          config={config}
          savedProactive={state.config.proactiveMessage}
          params={params}
          onMinimize={minimize}
        />
      )}
    </div>
  );
}

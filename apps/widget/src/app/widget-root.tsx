// An open widget: the conversation's store and controller, the loader's commands, and the view the
// agent's widgetType asks for (R-WTB-1) or the 'Tokens Consumed' view (R-WSH-7).
import type { TMessage } from '@parley/contract/chat';
import type { TWidgetConfig } from '@parley/contract/widget-config';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { VisitorIdentity } from '../shared/protocol';
import { browserStorage, isVisitorIdOf, loadOrCreateVisitorId } from '../shared/visitor-id';
import { postToDashboard } from './bridge/dashboard-bridge';
import { isEmbedded, postToLoader, useLoaderCommands } from './bridge/loader-bridge';
import { ChatContext, type ChatContextValue } from './chat-context';
import { ChatView } from './conversation/chat-view';
import { useT } from './i18n/use-phrases';
import { buildDebugReport } from './lib/debug-report';
import type { FrameParams } from './lib/frame-params';
import { textOf } from './lib/message-rules';
import { syncTabs } from './lib/tab-sync';
import { NoticeStack, useNotices } from './shell/notices';
import { StatusView } from './shell/status-view';
import { TestBar } from './shell/test-bar';
import { createConversationStore, useConversationState } from './state/conversation-store';
import { createChatController } from './transport/chat-controller';

const TabsView = lazy(() => import('./tabs/tabs-view').then((m) => ({ default: m.TabsView })));
const VoicePanel = lazy(() => import('./voice/voice-panel').then((m) => ({ default: m.VoicePanel })));

interface WidgetRootProps {
  config: TWidgetConfig;
  /** The saved proactive message, when a preview may show an edited one. */
  savedProactive: string;
  params: FrameParams & { agentId: string };
  minimize?: () => void;
}

export function WidgetRoot({ config, savedProactive, params, minimize }: WidgetRootProps) {
  const t = useT();
  const { parentOrigin } = params;
  const embedded = isEmbedded(parentOrigin);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [userId] = useState(() =>
    isVisitorIdOf(params.agentId, params.userId)
      ? params.userId
      : loadOrCreateVisitorId(params.agentId, browserStorage()),
  );
  const [identity, setIdentity] = useState<VisitorIdentity>({});
  const identityRef = useRef(identity);
  identityRef.current = identity;
  const pageUrl = useRef<string | null>(null);
  const latestConfig = useRef(config);
  latestConfig.current = config;
  const { notices, notify } = useNotices();
  const [voiceOpen, setVoiceOpen] = useState(false);
  const agent = useMemo(
    () => ({ agentId: params.agentId, region: params.region }),
    [params.agentId, params.region],
  );
  const store = useMemo(createConversationStore, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one controller for the frame's life; it reads the latest settings through refs
  const controller = useMemo(
    () =>
      createChatController({
        agent,
        userId,
        platform: config.agentPlatform,
        test: params.test,
        messageDelayMs: config.messageDelayMS,
        noReplyListener: () => !latestConfig.current.disableNoReplyListener,
        origin: parentOrigin,
        browserLang: navigator.language || 'en',
        store,
        variables() {
          const { name, email } = identityRef.current;
          const vars: Record<string, string> = {};
          if (name) vars.user_name = name;
          if (email) vars.user_email = email;
          if (pageUrl.current) vars.page_url = pageUrl.current;
          return Object.keys(vars).length ? vars : undefined;
        },
        onBotMessage(message: TMessage) {
          const c = latestConfig.current;
          // R-WSH-14: the sound effect on bot replies.
          if (c.soundEffectEnabled && c.soundEffectUrl) new Audio(c.soundEffectUrl).play().catch(() => {});
          postToLoader(parentOrigin, {
            type: 'parley:event',
            event: 'message',
            data: { from: 'bot', text: textOf(message), message },
          });
        },
        onRestart: () => postToLoader(parentOrigin, { type: 'parley:event', event: 'chat_restart' }),
        onResponse: params.test
          ? (action, response) => postToDashboard(buildDebugReport(Date.now(), userId, action, response))
          : undefined,
      }),
    [],
  );
  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(
    () => (config.syncBrowser ? syncTabs(store, agent.agentId, userId) : undefined),
    [config.syncBrowser, store, agent.agentId, userId],
  );

  useLoaderCommands(parentOrigin, {
    onOpen(focus) {
      controller.launch();
      if (focus) inputRef.current?.focus();
    },
    onClose() {},
    onIdentify: (user) => setIdentity((prev) => ({ ...prev, ...user })),
    onSend: (text) => controller.sendText(text),
    onUrl: (url) => {
      pageUrl.current = url;
    },
  });

  // Opened as a page of its own (no loader), the chat is open from the start; R-WSH-12 focus on desktop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (embedded) return;
    controller.launch();
    if (window.innerWidth >= 900) inputRef.current?.focus();
  }, []);

  const tokensConsumed = useConversationState(store, (s) => s.tokensConsumed) || config.tokensConsumed;
  const value: ChatContextValue = {
    config,
    agent,
    userId,
    store,
    controller,
    superAdmin: params.test,
    embedded,
    identity,
    notify,
    minimize,
    openVoice: () => setVoiceOpen(true),
    ...(params.preview ? { previewGreeting: { saved: savedProactive, shown: config.proactiveMessage } } : {}),
  };

  return (
    <ChatContext.Provider value={value}>
      {params.test ? <TestBar /> : null}
      {tokensConsumed ? (
        <StatusView
          testId="parley-tokens-consumed"
          message={t('tokensConsumed')}
          hint={t('tokensConsumedHint')}
          onClose={minimize}
          onMinimize={minimize}
        />
      ) : config.ui.widgetType === 'tabs' ? (
        <Suspense fallback={<div className="status" />}>
          <TabsView inputRef={inputRef} />
        </Suspense>
      ) : (
        <ChatView inputRef={inputRef} />
      )}
      {voiceOpen ? (
        <Suspense fallback={null}>
          <VoicePanel onClose={() => setVoiceOpen(false)} />
        </Suspense>
      ) : null}
      <NoticeStack notices={notices} />
    </ChatContext.Provider>
  );
}

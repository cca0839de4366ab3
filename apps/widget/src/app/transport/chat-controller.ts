// Drives one conversation: the native platform over the WebSocket (streamed, pushed, cancellable), the
// external-flow platform and everything structured over POST interact, both writing the same store.
// The test chat and external-flow agents send over POST but still listen on a push-only socket, so what
// the team does in the inbox (take over, replies, hand back) reaches them at once too.
import type { TAction, TInteractRequest, TInteractResponse, TMessage, TTurn } from '@parley/contract/chat';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { postInteract } from '../api/chat-api';
import type { AgentRef } from '../api/http';
import { textOf } from '../lib/message-rules';
import { noReplyTimeoutMs } from '../lib/no-reply';
import { revealSchedule } from '../lib/reveal-schedule';
import {
  addLocalTurn,
  appendMessage,
  appendNewerTurns,
  applySync,
  INITIAL_CONVO,
  readConvoInfo,
  replaceLocalHuman,
  turnId,
} from '../state/conversation-state';
import type { ConversationStore } from '../state/conversation-store';
import { openSocketLink, type SocketLink } from './socket-link';

export interface ControllerOptions {
  agent: AgentRef;
  userId: string;
  /** 'vf' answers over POST with reveal delays; every other platform is native. */
  platform: string;
  /** The dashboard's test chat: POST with isTest, each answer reported (see onResponse). */
  test: boolean;
  messageDelayMs: number;
  /** R-IAPI-6: whether a no-reply message's timeout sends the flow a follow-up (off by disableNoReplyListener). */
  noReplyListener(): boolean;
  /** The host page's origin, stored with the transcript. */
  origin: string | null;
  /** The visitor's browser language, for agents on 'automatic'. */
  browserLang: string;
  store: ConversationStore;
  /** Variables sent with each call: identify() and the page address. */
  variables(): Record<string, unknown> | undefined;
  onBotMessage(message: TMessage): void;
  onRestart(): void;
  onResponse?(action: TAction, response: TInteractResponse): void;
  /** Socket actions (request_handoff, …): the handoff layer listens here. */
  onAction?(action: Record<string, unknown>): void;
}

export interface ChatController {
  /** Starts the conversation once: the greeting, and for native agents the socket. */
  launch(): void;
  sendText(text: string): void;
  /** A structured action (button, form, slider…); `label` is what the visitor sees as their message. */
  sendAction(action: TAction, options?: { label?: string; variables?: Record<string, unknown> }): void;
  /** A note shown as a bot message without calling the server (R-WIX-12's success note). */
  addNote(message: TMessage): void;
  cancel(): void;
  restart(): void;
  dispose(): void;
}

const TOKENS_CONSUMED = CHAT_MESSAGES.tokensConsumed;

export function createChatController(o: ControllerOptions): ChatController {
  const { store } = o;
  const native = o.platform !== 'vf';
  let launched = false;
  let link: SocketLink | null = null;
  let queue: Promise<void> = Promise.resolve();
  let epoch = 0;
  /** A POST exchange is running (or revealing): pushes wait for it, then one fresh read is asked for. */
  let exchanging = 0;
  let missedPush = false;
  /** The newest stored turn this chat has shown (server clock): pushes to a POST chat add what is newer. */
  let seenTs = 0;
  /** R-IAPI-6: the pending follow-up; anything the visitor does first cancels it. */
  let noReplyTimer: ReturnType<typeof setTimeout> | undefined;
  const clearNoReply = () => clearTimeout(noReplyTimer);
  const armNoReply = (turns: readonly TTurn[], run: number) => {
    const ms = noReplyTimeoutMs(turns.filter((t) => t.from === 'bot').flatMap((t) => t.messages));
    if (ms === null || !o.noReplyListener()) return;
    noReplyTimer = setTimeout(() => {
      if (epoch === run) enqueue((r) => exchange({ type: 'no-reply' }, r));
    }, ms);
  };
  const see = (turns: readonly TTurn[]) => {
    for (const t of turns) if (t.ts > seenTs) seenTs = t.ts;
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const setError = (appError: string | null) =>
    store.update((s) => ({
      ...s,
      appError,
      tokensConsumed: s.tokensConsumed || appError === TOKENS_CONSUMED,
      loading: false,
      cancellable: false,
    }));

  const emitNewBotMessages = (before: number) => {
    const bots = store
      .get()
      .turns.filter((t) => t.from === 'bot' && !t.local)
      .flatMap((t) => t.messages);
    for (const m of bots.slice(before)) o.onBotMessage(m);
  };
  const botCount = () =>
    store
      .get()
      .turns.filter((t) => t.from === 'bot' && !t.local)
      .reduce((n, t) => n + t.messages.length, 0);

  // ---- POST interact -------------------------------------------------------------------------------
  const request = (action: TAction, extra?: Record<string, unknown>): TInteractRequest => {
    const variables = { ...o.variables(), ...extra };
    return {
      action,
      ...(o.origin ? { origin: o.origin } : {}),
      ...(Object.keys(variables).length ? { variables } : {}),
      runtime: { lang: o.browserLang },
      ...(o.test ? { isTest: true } : {}),
    };
  };

  const exchange = async (action: TAction, run: number, extra?: Record<string, unknown>) => {
    exchanging++;
    try {
      await exchangeOverPost(action, run, extra);
    } finally {
      exchanging--;
      if (exchanging === 0 && missedPush) {
        missedPush = false;
        link?.send(subscribeRequest());
      }
    }
  };

  const exchangeOverPost = async (action: TAction, run: number, extra?: Record<string, unknown>) => {
    store.update((s) => ({ ...s, loading: true, appError: null }));
    try {
      const response = await postInteract(o.agent, o.userId, request(action, extra));
      if (epoch !== run) return;
      see(response.turns);
      o.onResponse?.(action, response);
      // The handoff state comes with the answer too (pushes bring later changes).
      const convo = response.conversation ? readConvoInfo(response.conversation) : null;
      if (convo) store.setConvo(convo);
      for (const turn of response.turns) {
        if (turn.from === 'human') {
          store.update((s) => replaceLocalHuman(s, turn));
          continue;
        }
        // R-WCV-13: the native platform shows a reply at once; the external flow reveals it with delays.
        const offsets = native
          ? turn.messages.map(() => 0)
          : revealSchedule(
              turn.messages.map((m) => ({ from: 'bot' as const, delay: m.delay })),
              o.messageDelayMs,
            );
        const key = turnId();
        let elapsed = 0;
        for (const [index, message] of turn.messages.entries()) {
          const at = offsets[index] ?? elapsed;
          await sleep(at - elapsed);
          elapsed = at;
          if (epoch !== run) return;
          const last = index === turn.messages.length - 1;
          store.update((s) => appendMessage(s, 'bot', message, key, last ? turn.sources : undefined));
          o.onBotMessage(message);
        }
      }
      setError(response.appError);
      // Every message is shown by now (the pending delays are behind us): the wait starts here.
      armNoReply(response.turns, run);
    } catch {
      if (epoch === run) setError(CHAT_MESSAGES.errorLive);
    }
  };

  const enqueue = (task: (run: number) => Promise<void>) => {
    const run = epoch;
    queue = queue.then(() => (epoch === run ? task(run) : undefined)).catch(() => {});
  };

  // ---- the socket (native platform) -----------------------------------------------------------------
  const socketRequest = (prompt: string | null, restart = false) => ({
    agentId: o.agent.agentId,
    convoId: o.userId,
    ...(o.agent.region ? { bucket: o.agent.region } : {}),
    prompt,
    lang: o.browserLang,
    ...(restart ? { lightConvoData: { restart: true } } : {}),
  });
  /** Listen to the conversation without launching it (the push-only socket). */
  const subscribeRequest = () => ({ ...socketRequest(null), action: { type: 'subscribe' as const } });

  const onSocketMessage = (message: { type: string; data?: unknown }) => {
    const data = message.data as Record<string, unknown> | string | undefined;
    switch (message.type) {
      case 'chunk':
        if (typeof data !== 'string') return;
        store.update((s) => ({
          ...s,
          loading: true,
          streaming: { text: (s.streaming?.text ?? '') + data, sources: s.streaming?.sources ?? [] },
        }));
        return;
      case 'metadata': {
        const sources = Array.isArray((data as { sources?: unknown })?.sources)
          ? ((data as { sources: [] }).sources as never[])
          : [];
        store.update((s) => ({ ...s, streaming: { text: s.streaming?.text ?? '', sources } }));
        return;
      }
      case 'sync_chat_history': {
        const turns = (data as { turns?: unknown })?.turns;
        if (!Array.isArray(turns)) return;
        if (pushOnly) {
          // A push during a POST exchange would show its reply before the reveal does: read again after it.
          if (exchanging > 0) {
            missedPush = true;
            return;
          }
          const before = botCount();
          store.update((s) => appendNewerTurns(s, turns as TTurn[], seenTs));
          see(turns as TTurn[]);
          emitNewBotMessages(before);
          return;
        }
        const before = botCount();
        store.update((s) => ({ ...applySync(s, turns as TTurn[]), loading: false, cancellable: false }));
        emitNewBotMessages(before);
        return;
      }
      case 'conversation': {
        const convo = readConvoInfo(data);
        if (convo) store.setConvo(convo);
        return;
      }
      case 'action':
        if (data && typeof data === 'object') o.onAction?.(data as Record<string, unknown>);
        return;
      case 'error': {
        const text = (data as { message?: unknown })?.message;
        setError(typeof text === 'string' ? text : CHAT_MESSAGES.errorLive);
        return;
      }
    }
  };

  const openSocket = () => {
    const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/interact`;
    link = openSocketLink(url, () => (pushOnly ? subscribeRequest() : socketRequest(null)), {
      onMessage: onSocketMessage,
      onOpen: () => {},
      onDrop: () => store.update((s) => ({ ...s, loading: false, cancellable: false, streaming: null })),
      onGiveUp: () => {
        link = null;
        if (pushOnly) return;
        // The greeting never came over the socket: ask for it the other way.
        if (store.get().turns.length === 0) enqueue((run) => exchange({ type: 'launch' }, run));
      },
    });
  };

  const socketsWork = typeof WebSocket !== 'undefined';
  const useSocket = native && !o.test && socketsWork;
  /** Requests over POST, pushes over the socket. */
  const pushOnly = !useSocket && socketsWork;
  /** A request over the conversation socket; false when it must go over POST. */
  const sendOverSocket = (req: ReturnType<typeof socketRequest>) => !pushOnly && link?.send(req) === true;

  return {
    launch() {
      if (launched) return;
      launched = true;
      if (useSocket) openSocket();
      else {
        enqueue((run) => exchange({ type: 'launch' }, run));
        // Once the conversation exists, listen to it.
        if (pushOnly) enqueue(async () => openSocket());
      }
    },
    sendText(raw) {
      const text = raw.trim();
      if (!text) return;
      clearNoReply();
      if (!launched) this.launch();
      const turn: TTurn = {
        from: 'human',
        messages: [{ type: 'text', payload: { message: text } }],
        ts: Date.now(),
      };
      store.update((s) => addLocalTurn(s, turn));
      // Over the socket when it is open; otherwise (connecting, reconnecting, given up) over POST.
      if (sendOverSocket(socketRequest(text))) {
        store.update((s) => ({ ...s, loading: true, cancellable: true, appError: null, streaming: null }));
        return;
      }
      enqueue((run) => exchange({ type: 'text', payload: text }, run));
    },
    sendAction(action, options = {}) {
      clearNoReply();
      if (!launched) this.launch();
      if (options.label) {
        const turn: TTurn = {
          from: 'human',
          messages: [{ type: 'text', payload: { message: options.label } }],
          ts: Date.now(),
        };
        store.update((s) => addLocalTurn(s, turn));
      }
      if (
        action.type === 'text' &&
        typeof action.payload === 'string' &&
        sendOverSocket(socketRequest(action.payload))
      ) {
        store.update((s) => ({ ...s, loading: true, cancellable: true, appError: null }));
        return;
      }
      enqueue((run) => exchange(action, run, options.variables));
    },
    addNote(message) {
      store.update((s) => appendMessage(s, 'bot', message, turnId()));
      const text = textOf(message);
      if (text) o.onBotMessage(message);
    },
    cancel() {
      link?.cancel();
    },
    restart() {
      epoch++;
      clearNoReply();
      for (const t of timers) clearTimeout(t);
      timers.clear();
      queue = Promise.resolve();
      store.update((s) => ({
        ...s,
        turns: [],
        streaming: null,
        loading: false,
        cancellable: false,
        appError: null,
        convo: INITIAL_CONVO,
        blockers: [],
        epoch: s.epoch + 1,
      }));
      o.onRestart();
      if (sendOverSocket(socketRequest(null, true))) return;
      enqueue((run) => exchange({ type: 'launch', payload: { restart: true } }, run));
    },
    dispose() {
      epoch++;
      clearNoReply();
      for (const t of timers) clearTimeout(t);
      link?.close();
      link = null;
    },
  };
}

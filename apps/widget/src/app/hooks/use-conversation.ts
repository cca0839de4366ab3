// The conversation: launch, the visitor's messages, bot messages revealed one by one, errors, restart.
// Calls run one at a time, in order; a restart abandons whatever was in flight.
import type { TAction, TInteractRequest, TInteractResponse, TMessage, TTurn } from '@parley/contract/chat';
import { messageText } from '@parley/contract/message-text';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { useEffect, useRef, useState } from 'react';
import type { VisitorIdentity } from '../../shared/protocol';
import { type AgentRef, postInteract } from '../api/chat-api';
import { canSend } from '../lib/compose-keys';
import { revealSchedule } from '../lib/reveal-schedule';
import { type SourceLink, sourceLinksOf } from '../lib/source-links';

export interface ChatLine {
  id: number;
  from: 'bot' | 'human';
  text: string;
  /** The turn's sources, under its last message (R-WCV-6). */
  sources?: SourceLink[];
  /** A bot message answering the launch: the greeting a preview may show edited. */
  greeting?: boolean;
}

export interface ConversationOptions {
  agent: AgentRef;
  userId: string;
  messageDelayMs: number;
  /** The host page's origin, stored with the transcript. */
  origin: string | null;
  /** The dashboard's test chat: calls carry isTest, so responses carry the runtime's debug details. */
  test?: boolean;
  onBotMessage(message: TMessage, text: string): void;
  onRestart(): void;
  /** Every interact response, as received (before its messages are revealed). */
  onResponse?(action: TAction, response: TInteractResponse): void;
}

interface Visible {
  from: 'bot' | 'human';
  message: TMessage;
  text: string;
  sources?: SourceLink[];
}

/** Only text messages are shown for now; other kinds are skipped, not left as blank bubbles. */
function visibleMessages(turns: readonly TTurn[]): Visible[] {
  return turns.flatMap((turn) => {
    const shown = turn.messages.flatMap((message) => {
      const text = messageText(message);
      return text === null ? [] : [{ from: turn.from, message, text } as Visible];
    });
    const sources = sourceLinksOf(turn.sources);
    const last = shown.at(-1);
    if (last && sources.length > 0) last.sources = sources;
    return shown;
  });
}

function variablesOf({ name, email }: VisitorIdentity): Record<string, string> | undefined {
  if (!name && !email) return undefined;
  return { ...(name ? { user_name: name } : {}), ...(email ? { user_email: email } : {}) };
}

export function useConversation(options: ConversationOptions) {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const identity = useRef<VisitorIdentity>({});
  const launched = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const epoch = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const lastId = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const line = (
    from: ChatLine['from'],
    text: string,
    sources?: SourceLink[],
    greeting?: boolean,
  ): ChatLine => ({
    id: ++lastId.current,
    from,
    text,
    ...(sources ? { sources } : {}),
    ...(greeting ? { greeting } : {}),
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        resolve();
      }, ms);
      timers.current.add(timer);
    });

  const request = (action: TAction): TInteractRequest => {
    const { origin, test } = latest.current;
    const variables = variablesOf(identity.current);
    return {
      action,
      ...(origin ? { origin } : {}),
      ...(variables ? { variables } : {}),
      ...(test ? { isTest: true } : {}),
    };
  };

  /** One interact call; resolves once every returned message is on screen. */
  const exchange = async (action: TAction, run: number, optimisticId?: number) => {
    setBusy(true);
    setError(null);
    try {
      const { agent, userId, messageDelayMs } = latest.current;
      const response = await postInteract(agent, userId, request(action));
      if (epoch.current !== run) return;
      latest.current.onResponse?.(action, response);
      const items = visibleMessages(response.turns);
      const offsets = revealSchedule(
        items.map(({ from, message }) => ({ from, delay: message.delay })),
        messageDelayMs,
      );
      let optimistic = optimisticId;
      let elapsed = 0;
      for (const [index, item] of items.entries()) {
        const at = offsets[index] ?? elapsed;
        await sleep(at - elapsed);
        elapsed = at;
        if (epoch.current !== run) return;
        const next = line(
          item.from,
          item.text,
          item.sources,
          action.type === 'launch' && item.from === 'bot',
        );
        // The stored human turn replaces the text shown optimistically, in the same render.
        const replaced = item.from === 'human' ? optimistic : undefined;
        if (replaced !== undefined) optimistic = undefined;
        setLines((prev) => [
          ...(replaced === undefined ? prev : prev.filter((l) => l.id !== replaced)),
          next,
        ]);
        if (item.from === 'bot') latest.current.onBotMessage(item.message, item.text);
      }
      if (response.appError) setError(response.appError);
    } catch {
      if (epoch.current === run) setError(CHAT_MESSAGES.errorLive);
    } finally {
      if (epoch.current === run) setBusy(false);
    }
  };

  const enqueue = (task: (run: number) => Promise<void>) => {
    const run = epoch.current;
    queue.current = queue.current.then(() => (epoch.current === run ? task(run) : undefined)).catch(() => {});
  };

  const launch = () => {
    launched.current = true;
    enqueue((run) => exchange({ type: 'launch' }, run));
  };

  return {
    lines,
    busy,
    error,
    /** The first open starts the conversation: the agent's greeting. */
    ensureLaunched() {
      if (!launched.current) launch();
    },
    send(raw: string) {
      if (!canSend(raw)) return;
      const text = raw.trim();
      if (!launched.current) launch();
      enqueue((run) => {
        const optimistic = line('human', text);
        setLines((prev) => [...prev, optimistic]);
        return exchange({ type: 'text', payload: text }, run, optimistic.id);
      });
    },
    identify(user: VisitorIdentity) {
      identity.current = { ...identity.current, ...user };
    },
    restart() {
      epoch.current++;
      for (const timer of timers.current) clearTimeout(timer);
      timers.current.clear();
      queue.current = Promise.resolve();
      setLines([]);
      setError(null);
      setBusy(false);
      latest.current.onRestart();
      launch();
    },
  };
}

// The conversation as the widget shows it, and the pure transitions that socket pushes, POST answers and
// the visitor's own actions make. One store holds it (conversation-store.ts); the UI only reads it.
import type { TMessage, TSource, TTurn } from '@parley/contract/chat';

export type ConvoStateName = 'ai-chatting' | 'requested_chat' | 'human-chatting' | 'ended_chat';

export interface Assignee {
  name: string;
  firstName: string;
  photoURL: string;
}

/** Pushed by the server as {type: 'conversation', data} (the handoff state machine's view for the visitor). */
export interface ConvoInfo {
  state: ConvoStateName;
  assignee: Assignee | null;
  handoffDeadline: number | null;
  manualControl: boolean;
}

export interface ShownTurn {
  /** Stable within one conversation, for keys. */
  id: string;
  from: 'bot' | 'human';
  messages: TMessage[];
  ts: number;
  sources?: TSource[];
  /** Shown by the widget before the server stored it (the visitor's own text, a local note). */
  local?: boolean;
}

export interface ConversationState {
  turns: ShownTurn[];
  /** A native reply arriving chunk by chunk. */
  streaming: { text: string; sources: TSource[] } | null;
  /** R-WCV-13: a reply is on its way or still being revealed. */
  loading: boolean;
  /** R-WCV-8: the reply in progress can be stopped ('@cancel:' over the socket). */
  cancellable: boolean;
  appError: string | null;
  tokensConsumed: boolean;
  convo: ConvoInfo;
  /**
   * Seam for the handoff: when true the footer's input and send are locked. Nothing here sets it;
   * the handoff layer does (setFooterLocked), reading `convo`.
   */
  footerLocked: boolean;
  /** Interactive messages that block free text while active (forms, sliders, uploads, VG_Block). */
  blockers: string[];
  /** Bumped by a restart: everything keyed by it starts over. */
  epoch: number;
}

export const INITIAL_CONVO: ConvoInfo = {
  state: 'ai-chatting',
  assignee: null,
  handoffDeadline: null,
  manualControl: false,
};

export const initialState = (): ConversationState => ({
  turns: [],
  streaming: null,
  loading: false,
  cancellable: false,
  appError: null,
  tokensConsumed: false,
  convo: INITIAL_CONVO,
  footerLocked: false,
  blockers: [],
  epoch: 0,
});

let nextId = 0;
export const turnId = () => `t${++nextId}`;

export const toShown = (turn: TTurn, local?: boolean): ShownTurn => ({
  id: turnId(),
  from: turn.from,
  messages: turn.messages,
  ts: turn.ts,
  ...(turn.sources?.length ? { sources: turn.sources } : {}),
  ...(local ? { local } : {}),
});

const humanText = (t: ShownTurn) =>
  t.from === 'human'
    ? t.messages
        .map((m) => {
          const p = m.payload as { message?: unknown; query?: unknown } | string | undefined;
          return typeof p === 'string' ? p : typeof p?.message === 'string' ? p.message : p?.query;
        })
        .join('\n')
    : null;

/**
 * sync_chat_history: the stored turns replace what is shown. A list without any visitor turn never
 * replaces a conversation that has one (a re-launch answers with the greeting only), and the visitor's
 * own messages the server has not stored yet stay at the end.
 */
export function applySync(state: ConversationState, turns: readonly TTurn[]): ConversationState {
  const stored = turns.map((t) => toShown(t));
  const hasHuman = (list: readonly { from: string; local?: boolean }[]) =>
    list.some((t) => t.from === 'human' && !t.local);
  if (!hasHuman(stored) && hasHuman(state.turns)) return { ...state, streaming: null };
  const storedTexts = new Set(stored.map(humanText).filter((t): t is string => t !== null));
  const pending = state.turns.filter(
    (t) => t.local && t.from === 'human' && !storedTexts.has(humanText(t) ?? ''),
  );
  return { ...state, turns: [...stored, ...pending], streaming: null };
}

/**
 * Turns pushed to a chat that sends over POST (test chat, external flow): only those stored after
 * `sinceTs` are new (the team's replies, notices); what POST already showed is left as it was revealed.
 */
export function appendNewerTurns(
  state: ConversationState,
  turns: readonly TTurn[],
  sinceTs: number,
): ConversationState {
  const newer = turns.filter((t) => t.ts > sinceTs).map((t) => toShown(t));
  return newer.length ? { ...state, turns: [...state.turns, ...newer] } : state;
}

/** The visitor's message, shown at once. */
export function addLocalTurn(state: ConversationState, turn: TTurn): ConversationState {
  return { ...state, turns: [...state.turns, toShown(turn, true)] };
}

/** A revealed message: appended to the last turn when it is the same sender's current turn, else a new turn. */
export function appendMessage(
  state: ConversationState,
  from: 'bot' | 'human',
  message: TMessage,
  turnKey: string,
  sources?: TSource[],
): ConversationState {
  const last = state.turns.at(-1);
  if (last && last.id === turnKey) {
    const merged: ShownTurn = {
      ...last,
      messages: [...last.messages, message],
      ...(sources?.length ? { sources } : {}),
    };
    return { ...state, turns: [...state.turns.slice(0, -1), merged] };
  }
  const turn: ShownTurn = {
    id: turnKey,
    from,
    messages: [message],
    ts: Date.now(),
    ...(sources?.length ? { sources } : {}),
  };
  return { ...state, turns: [...state.turns, turn] };
}

/** The POST answer's stored human turn replaces the visitor's local copy. */
export function replaceLocalHuman(state: ConversationState, turn: TTurn): ConversationState {
  const text = humanText(toShown(turn));
  const index = state.turns.findLastIndex((t) => t.local && t.from === 'human' && humanText(t) === text);
  if (index === -1) return { ...state, turns: [...state.turns, toShown(turn)] };
  const turns = [...state.turns];
  turns[index] = toShown(turn);
  return { ...state, turns };
}

const STATES: readonly ConvoStateName[] = ['ai-chatting', 'requested_chat', 'human-chatting', 'ended_chat'];

/** The pushed `conversation` message, read defensively. */
export function readConvoInfo(raw: unknown): ConvoInfo | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Record<string, unknown>;
  const state = STATES.find((s) => s === d.state);
  if (!state) return null;
  const a = d.assignee as Record<string, unknown> | null | undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    state,
    assignee:
      a && typeof a === 'object'
        ? {
            name: str(a.name),
            firstName: str(a.firstName) || str(a.name).split(' ')[0] || '',
            photoURL: str(a.photoURL),
          }
        : null,
    handoffDeadline: typeof d.handoffDeadline === 'number' ? d.handoffDeadline : null,
    manualControl: d.manualControl === true,
  };
}

/** R-WRT-2: the conversation has ended when the last turn holds an 'end' message or the server says so. */
export function isEnded(state: Pick<ConversationState, 'turns' | 'convo'>): boolean {
  if (state.convo.state === 'ended_chat') return true;
  const last = state.turns.filter((t) => !t.local).at(-1);
  return last?.messages.some((m) => m.type === 'end') === true;
}

/** R-WFM-14: forms are disabled while a person handles (or is asked to handle) the conversation. */
export const humanInCharge = (convo: ConvoInfo, agentManualControl: boolean) =>
  agentManualControl ||
  convo.manualControl ||
  convo.state === 'human-chatting' ||
  convo.state === 'requested_chat';

/** The footer's free text is blocked by the handoff seam, an active interactive message, or the end. */
export const inputBlocked = (state: ConversationState) =>
  state.footerLocked || state.blockers.length > 0 || state.tokensConsumed;

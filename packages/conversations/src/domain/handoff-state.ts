// The conversation and human-handoff state machine (R-HND-1, R-HND-3..8), pure: the server applies it
// inside one transaction per change; the widget and the inbox only display its result.
import { DEFAULT_HANDOFF_TIMEOUT_SECONDS } from '@parley/messages/handoff';

export type ConversationState = 'ai-chatting' | 'requested_chat' | 'human-chatting' | 'ended_chat';

export interface Assignee {
  /** 'account:<id>' or 'client:<id>'. */
  id: string;
  name: string;
}

export interface HandoffSnapshot {
  state: ConversationState;
  assignee: Assignee | null;
  /** ms; set only while requested_chat. */
  deadline: number | null;
  requestedAt: number | null;
  manualControl: boolean;
}

export type HandoffEvent =
  | { type: 'request'; now: number; timeoutSeconds?: number }
  | { type: 'assign'; assignee: Assignee }
  | { type: 'timeout'; now: number }
  | { type: 'cancel' }
  | { type: 'hand-back'; by: string }
  | { type: 'end' }
  | { type: 'reset' }
  | { type: 'manual-control'; on: boolean };

/** What else must happen with the new state: a message to post, the flow to restart, the AI to stop. */
export interface HandoffEffect {
  postNoResponse?: boolean;
  restartAtStart?: boolean;
  /** For external-flow agents, R-HND-5's handoff-exit intent on cancel. */
  sendExitIntent?: boolean;
}

export type HandoffOutcome =
  | { changed: true; next: HandoffSnapshot; effect: HandoffEffect }
  | { changed: false; reason: 'not-waiting' | 'taken' | 'not-yours' | 'ended' | 'already' };

export const STATES: ReadonlyArray<ConversationState> = [
  'ai-chatting',
  'requested_chat',
  'human-chatting',
  'ended_chat',
];

export function asState(value: string): ConversationState {
  return (STATES as ReadonlyArray<string>).includes(value) ? (value as ConversationState) : 'ai-chatting';
}

/** R-HND-3, R-HND-15: the action's own timeout, else the agent's handoffTimeout, else 60 s. */
export function handoffTimeoutSeconds(agentTimeout: unknown, actionTimeout?: unknown): number {
  for (const v of [actionTimeout, agentTimeout]) {
    const n = typeof v === 'string' ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) return Math.min(Math.round(n), 24 * 3600);
  }
  return DEFAULT_HANDOFF_TIMEOUT_SECONDS;
}

const ai = (s: HandoffSnapshot): HandoffSnapshot => ({
  ...s,
  state: 'ai-chatting',
  assignee: null,
  deadline: null,
  requestedAt: null,
});

export function applyHandoff(s: HandoffSnapshot, e: HandoffEvent): HandoffOutcome {
  switch (e.type) {
    case 'request': {
      // R-HND-3: only from the AI's side; a second request while waiting or talking changes nothing.
      if (s.state === 'requested_chat' || s.state === 'human-chatting')
        return { changed: false, reason: 'already' };
      const timeout = e.timeoutSeconds ?? DEFAULT_HANDOFF_TIMEOUT_SECONDS;
      return {
        changed: true,
        next: {
          ...s,
          state: 'requested_chat',
          assignee: null,
          requestedAt: e.now,
          deadline: e.now + timeout * 1000,
        },
        effect: {},
      };
    }
    case 'assign': {
      // R-HND-4: answering a request; a team member may also take over a conversation the AI is having.
      if (s.state === 'human-chatting')
        return s.assignee?.id === e.assignee.id
          ? { changed: false, reason: 'already' }
          : { changed: false, reason: 'taken' };
      return {
        changed: true,
        next: { ...s, state: 'human-chatting', assignee: e.assignee, deadline: null, requestedAt: null },
        effect: {},
      };
    }
    case 'timeout': {
      // R-HND-5, R-HND-6: a request still waiting at its deadline goes back to the AI, whoever noticed.
      if (s.state !== 'requested_chat' || s.deadline === null || e.now < s.deadline)
        return { changed: false, reason: 'not-waiting' };
      return { changed: true, next: ai(s), effect: { postNoResponse: true } };
    }
    case 'cancel': {
      if (s.state !== 'requested_chat') return { changed: false, reason: 'not-waiting' };
      return { changed: true, next: ai(s), effect: { postNoResponse: true, sendExitIntent: true } };
    }
    case 'hand-back': {
      if (s.state !== 'human-chatting') return { changed: false, reason: 'not-waiting' };
      if (s.assignee && s.assignee.id !== e.by) return { changed: false, reason: 'not-yours' };
      return { changed: true, next: { ...ai(s), manualControl: false }, effect: {} };
    }
    case 'end': {
      if (s.state === 'ended_chat') return { changed: false, reason: 'ended' };
      return { changed: true, next: { ...ai(s), state: 'ended_chat', manualControl: false }, effect: {} };
    }
    case 'reset': {
      // R-HND-7: from any state, back to the AI at the flow's start.
      return { changed: true, next: { ...ai(s), manualControl: false }, effect: { restartAtStart: true } };
    }
    case 'manual-control': {
      if (s.manualControl === e.on) return { changed: false, reason: 'already' };
      return { changed: true, next: { ...s, manualControl: e.on }, effect: {} };
    }
  }
}

/** R-HND-8: the AI answers only while it has the conversation and nobody took manual control. */
export function aiMayAnswer(s: Pick<HandoffSnapshot, 'state' | 'manualControl'>): boolean {
  return s.state === 'ai-chatting' && !s.manualControl;
}

/** The visitor's first name for a person (R-HND-4 shows the team member's first name). */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

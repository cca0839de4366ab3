import { describe, expect, it } from 'vitest';
import {
  aiMayAnswer,
  applyHandoff,
  firstNameOf,
  type HandoffSnapshot,
  handoffTimeoutSeconds,
} from './handoff-state';

const start: HandoffSnapshot = {
  state: 'ai-chatting',
  assignee: null,
  deadline: null,
  requestedAt: null,
  manualControl: false,
};
const ann = { id: 'account:ann', name: 'Ann Lee' };
const bob = { id: 'client:bob', name: 'Bob' };
const T0 = 1_000_000;

const requested = () => {
  const r = applyHandoff(start, { type: 'request', now: T0, timeoutSeconds: 60 });
  if (!r.changed) throw new Error('not requested');
  return r.next;
};

describe('handoff state machine', () => {
  it('R-HND-3 ai-chatting → requested_chat with a deadline of the timeout', () => {
    expect(requested()).toEqual({
      ...start,
      state: 'requested_chat',
      requestedAt: T0,
      deadline: T0 + 60_000,
    });
    expect(applyHandoff(requested(), { type: 'request', now: T0 + 5, timeoutSeconds: 60 })).toEqual({
      changed: false,
      reason: 'already',
    });
  });

  it('R-HND-3 R-HND-15 the action’s own timeout, else the agent’s handoffTimeout, else 60 s', () => {
    expect(handoffTimeoutSeconds(undefined)).toBe(60);
    expect(handoffTimeoutSeconds(120)).toBe(120);
    expect(handoffTimeoutSeconds('30', undefined)).toBe(30);
    expect(handoffTimeoutSeconds(120, 15)).toBe(15);
    expect(handoffTimeoutSeconds(-4, 'x')).toBe(60);
  });

  it('R-HND-4 requested_chat → human-chatting when someone is assigned: the timer is cleared', () => {
    const r = applyHandoff(requested(), { type: 'assign', assignee: ann });
    expect(r).toEqual({
      changed: true,
      next: { ...start, state: 'human-chatting', assignee: ann },
      effect: {},
    });
  });

  it('R-HND-4 a second person cannot take a conversation someone already has', () => {
    const taken = applyHandoff(requested(), { type: 'assign', assignee: ann });
    if (!taken.changed) throw new Error();
    expect(applyHandoff(taken.next, { type: 'assign', assignee: bob })).toEqual({
      changed: false,
      reason: 'taken',
    });
    expect(applyHandoff(taken.next, { type: 'assign', assignee: ann })).toEqual({
      changed: false,
      reason: 'already',
    });
  });

  it('R-HND-5 R-HND-6 at the deadline, and only then, the request goes back to the AI with the message', () => {
    const s = requested();
    expect(applyHandoff(s, { type: 'timeout', now: T0 + 59_999 })).toEqual({
      changed: false,
      reason: 'not-waiting',
    });
    expect(applyHandoff(s, { type: 'timeout', now: T0 + 60_000 })).toEqual({
      changed: true,
      next: start,
      effect: { postNoResponse: true },
    });
    // Long past it (nobody was watching) works the same.
    expect(applyHandoff(s, { type: 'timeout', now: T0 + 86_400_000 }).changed).toBe(true);
  });

  it('R-HND-5 cancel goes back to the AI with the message and the handoff-exit intent', () => {
    expect(applyHandoff(requested(), { type: 'cancel' })).toEqual({
      changed: true,
      next: start,
      effect: { postNoResponse: true, sendExitIntent: true },
    });
    expect(applyHandoff(start, { type: 'cancel' })).toEqual({ changed: false, reason: 'not-waiting' });
  });

  it('hand back: only the person who has it returns the conversation to the AI', () => {
    const taken = applyHandoff(requested(), { type: 'assign', assignee: ann });
    if (!taken.changed) throw new Error();
    expect(applyHandoff(taken.next, { type: 'hand-back', by: bob.id })).toEqual({
      changed: false,
      reason: 'not-yours',
    });
    expect(applyHandoff(taken.next, { type: 'hand-back', by: ann.id })).toMatchObject({
      changed: true,
      next: start,
    });
  });

  it('R-HND-7 reset from any state returns to the AI at the start', () => {
    for (const s of [
      start,
      requested(),
      { ...start, state: 'human-chatting' as const, assignee: ann, manualControl: true },
    ]) {
      expect(applyHandoff(s, { type: 'reset' })).toEqual({
        changed: true,
        next: start,
        effect: { restartAtStart: true },
      });
    }
  });

  it('R-HND-8 the AI answers only in ai-chatting without manual control', () => {
    expect(aiMayAnswer(start)).toBe(true);
    expect(aiMayAnswer(requested())).toBe(false);
    expect(aiMayAnswer({ state: 'human-chatting', manualControl: false })).toBe(false);
    expect(aiMayAnswer({ state: 'ai-chatting', manualControl: true })).toBe(false);
    expect(aiMayAnswer({ state: 'ended_chat', manualControl: false })).toBe(false);
  });

  it('R-HND-1 end closes the conversation from any open state', () => {
    expect(applyHandoff(requested(), { type: 'end' })).toMatchObject({
      changed: true,
      next: { state: 'ended_chat' },
    });
    expect(applyHandoff({ ...start, state: 'ended_chat' }, { type: 'end' })).toEqual({
      changed: false,
      reason: 'ended',
    });
  });

  it('R-HND-4 shows the person’s first name', () => {
    expect(firstNameOf('  Ann   Lee ')).toBe('Ann');
  });
});

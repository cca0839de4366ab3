import { describe, expect, it } from 'vitest';
import {
  addLocalTurn,
  appendMessage,
  appendNewerTurns,
  applySync,
  humanInCharge,
  INITIAL_CONVO,
  initialState,
  inputBlocked,
  isEnded,
  readConvoInfo,
  replaceLocalHuman,
} from './conversation-state';
import { createConversationStore } from './conversation-store';

const text = (message: string) => ({ type: 'text', payload: { message } });
const turn = (from: 'bot' | 'human', ...messages: string[]) => ({
  from,
  messages: messages.map(text),
  ts: 1,
});

describe('conversation state', () => {
  it('a push to a POST chat adds only the turns stored after what it has shown, leaving revealed ones alone', () => {
    let s = appendMessage(initialState(), 'bot', text('Revealed with its delay'), 'k1');
    const stored = [
      { ...turn('bot', 'Revealed with its delay'), ts: 100 },
      { ...turn('bot', 'Hi, Ada from the team here.'), ts: 250 },
    ];
    s = appendNewerTurns(s, stored, 100);
    expect(s.turns.map((t) => t.messages.map((m) => (m.payload as { message: string }).message))).toEqual([
      ['Revealed with its delay'],
      ['Hi, Ada from the team here.'],
    ]);
    expect(appendNewerTurns(s, stored, 250)).toBe(s);
  });

  it('sync_chat_history replaces the shown turns with the stored ones (a team member reply included)', () => {
    let s = addLocalTurn(initialState(), turn('human', 'hi'));
    s = applySync(s, [turn('bot', 'Hello'), turn('human', 'hi'), turn('bot', 'I am Sam from support')]);
    expect(s.turns.map((t) => [t.from, t.local ?? false])).toEqual([
      ['bot', false],
      ['human', false],
      ['bot', false],
    ]);
  });

  it('keeps the visitor messages the server has not stored yet at the end', () => {
    let s = applySync(initialState(), [turn('bot', 'Hello'), turn('human', 'one')]);
    s = addLocalTurn(s, turn('human', 'two'));
    s = applySync(s, [turn('bot', 'Hello'), turn('human', 'one'), turn('bot', 'pushed')]);
    expect(s.turns.map((t) => t.messages[0]?.payload)).toEqual([
      { message: 'Hello' },
      { message: 'one' },
      { message: 'pushed' },
      { message: 'two' },
    ]);
  });

  it('never replaces a conversation by a greeting-only list (a re-launch after a reconnect)', () => {
    const s = applySync(initialState(), [turn('bot', 'Hello'), turn('human', 'one'), turn('bot', 'answer')]);
    expect(applySync(s, [turn('bot', 'Hello')]).turns).toHaveLength(3);
  });

  it('appends revealed messages to the same turn, and the stored human turn replaces the local one', () => {
    let s = addLocalTurn(initialState(), turn('human', 'q'));
    s = replaceLocalHuman(s, turn('human', 'q'));
    expect(s.turns).toHaveLength(1);
    expect(s.turns[0]?.local).toBeUndefined();
    s = appendMessage(s, 'bot', text('a'), 'k1');
    s = appendMessage(s, 'bot', text('b'), 'k1');
    s = appendMessage(s, 'bot', text('c'), 'k2');
    expect(s.turns.map((t) => t.messages.length)).toEqual([1, 2, 1]);
  });

  it('reads the pushed conversation state, refusing unknown states', () => {
    expect(
      readConvoInfo({
        state: 'human-chatting',
        assignee: { name: 'Sam Lee', firstName: 'Sam', photoURL: 'https://x/p.png' },
        handoffDeadline: 123,
        manualControl: true,
      }),
    ).toEqual({
      state: 'human-chatting',
      assignee: { name: 'Sam Lee', firstName: 'Sam', photoURL: 'https://x/p.png' },
      handoffDeadline: 123,
      manualControl: true,
    });
    expect(readConvoInfo({ state: 'weird' })).toBeNull();
    expect(readConvoInfo({ state: 'ended_chat', assignee: null })?.assignee).toBeNull();
  });

  it('R-WRT-2 ends on an end message in the last turn or on ended_chat', () => {
    const ended = applySync(initialState(), [
      { from: 'bot', messages: [text('bye'), { type: 'end' }], ts: 1 },
    ]);
    expect(isEnded(ended)).toBe(true);
    expect(isEnded({ turns: [], convo: { ...INITIAL_CONVO, state: 'ended_chat' } })).toBe(true);
    expect(isEnded(initialState())).toBe(false);
  });

  it('R-WFM-14 a person in charge disables forms; blockers and the footer seam block input', () => {
    expect(humanInCharge({ ...INITIAL_CONVO, state: 'requested_chat' }, false)).toBe(true);
    expect(humanInCharge(INITIAL_CONVO, true)).toBe(true);
    expect(humanInCharge(INITIAL_CONVO, false)).toBe(false);
    const store = createConversationStore();
    expect(inputBlocked(store.get())).toBe(false);
    store.setBlocker('form-1', true);
    expect(inputBlocked(store.get())).toBe(true);
    store.setBlocker('form-1', false);
    store.setFooterLocked(true);
    expect(inputBlocked(store.get())).toBe(true);
  });
});

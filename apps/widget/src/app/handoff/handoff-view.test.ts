import { describe, expect, it } from 'vitest';
import { type ConvoInfo, INITIAL_CONVO } from '../state/conversation-state';
import { type HandoffFlags, handoffView } from './handoff-view';

const flags = (over: Partial<HandoffFlags> = {}): HandoffFlags => ({
  enableVGHandoff: true,
  alwaysShowHandoff: false,
  fixedHandoffPopup: false,
  manualControl: false,
  ...over,
});
const convo = (over: Partial<ConvoInfo>): ConvoInfo => ({ ...INITIAL_CONVO, ...over });
const wrote = { visitorWrote: true };
const assignee = { name: 'Maya Lind', firstName: 'Maya', photoURL: 'https://example.com/maya.png' };

describe('handoffView', () => {
  it('R-HND-3 a waiting request locks the input, shows the panel with its deadline and disables the button', () => {
    const view = handoffView(convo({ state: 'requested_chat', handoffDeadline: 5000 }), flags(), wrote);
    expect(view).toEqual({
      panel: 'requested',
      lockFooter: true,
      button: 'disabled',
      collapsible: true,
      assignee: null,
      deadline: 5000,
    });
  });

  it('R-HND-4 a person assigned: input unlocked, panel gone, their first name and photo shown', () => {
    const view = handoffView(convo({ state: 'human-chatting', assignee }), flags(), wrote);
    expect(view).toEqual({
      panel: 'human',
      lockFooter: false,
      button: 'hidden',
      collapsible: false,
      assignee,
      deadline: null,
    });
  });

  it('R-HND-5 back with the AI after a timeout or cancel: nothing locked, the button offered again', () => {
    const view = handoffView(INITIAL_CONVO, flags(), wrote);
    expect(view).toMatchObject({ panel: 'none', lockFooter: false, button: 'enabled' });
  });

  it('R-HND-14 enableVGHandoff off: no button, but a request made elsewhere still shows its panel', () => {
    expect(handoffView(INITIAL_CONVO, flags({ enableVGHandoff: false }), wrote).button).toBe('hidden');
    const waiting = handoffView(
      convo({ state: 'requested_chat', handoffDeadline: 1 }),
      flags({ enableVGHandoff: false }),
      wrote,
    );
    expect(waiting).toMatchObject({ panel: 'requested', lockFooter: true, button: 'hidden' });
  });

  it('R-HND-14 the button waits for the first visitor message unless alwaysShowHandoff', () => {
    expect(handoffView(INITIAL_CONVO, flags(), { visitorWrote: false }).button).toBe('hidden');
    expect(
      handoffView(INITIAL_CONVO, flags({ alwaysShowHandoff: true }), { visitorWrote: false }).button,
    ).toBe('enabled');
  });

  it('R-HND-14 fixedHandoffPopup keeps the waiting panel unfolded', () => {
    const requested = convo({ state: 'requested_chat', handoffDeadline: 1 });
    expect(handoffView(requested, flags({ fixedHandoffPopup: true }), wrote).collapsible).toBe(false);
  });

  it('R-WFM-14 manual control (the agent’s or the conversation’s) hides the button', () => {
    expect(handoffView(INITIAL_CONVO, flags({ manualControl: true }), wrote).button).toBe('hidden');
    expect(handoffView(convo({ manualControl: true }), flags(), wrote).button).toBe('hidden');
    expect(handoffView(convo({ manualControl: true }), flags(), wrote).lockFooter).toBe(false);
  });

  it('an ended conversation shows nothing and locks nothing', () => {
    expect(handoffView(convo({ state: 'ended_chat' }), flags(), wrote)).toMatchObject({
      panel: 'none',
      lockFooter: false,
      button: 'hidden',
    });
  });
});

// What the handoff slot shows for the conversation's state (R-HND-3, R-HND-4, R-HND-14): pure, so the
// rules are tested without a browser. The slot renders it; the footer lock follows `lockFooter`.
import type { TWidgetConfig } from '@parley/contract/widget-config';
import type { Assignee, ConvoInfo } from '../state/conversation-state';

export type HandoffPanel = 'none' | 'requested' | 'human';

export interface HandoffView {
  panel: HandoffPanel;
  /** R-HND-3: the visitor's input is blocked while the request waits for a person. */
  lockFooter: boolean;
  /** The visitor's own 'Talk to a person' button. */
  button: 'hidden' | 'enabled' | 'disabled';
  /** The waiting panel may be folded to one line, unless fixedHandoffPopup keeps it open. */
  collapsible: boolean;
  assignee: Assignee | null;
  deadline: number | null;
}

export type HandoffFlags = Pick<
  TWidgetConfig,
  'enableVGHandoff' | 'alwaysShowHandoff' | 'fixedHandoffPopup' | 'manualControl'
>;

export interface HandoffContext {
  /** The visitor has written in this conversation (the button's default moment to appear). */
  visitorWrote: boolean;
}

export function handoffView(convo: ConvoInfo, flags: HandoffFlags, context: HandoffContext): HandoffView {
  // Under manual control the team already answers every message: asking for a person means nothing.
  const manual = flags.manualControl || convo.manualControl;
  const offered = flags.enableVGHandoff && !manual && (flags.alwaysShowHandoff || context.visitorWrote);
  const base = { collapsible: false, assignee: null, deadline: null };
  switch (convo.state) {
    case 'requested_chat':
      return {
        ...base,
        panel: 'requested',
        lockFooter: true,
        button: offered ? 'disabled' : 'hidden',
        collapsible: !flags.fixedHandoffPopup,
        deadline: convo.handoffDeadline,
      };
    case 'human-chatting':
      return { ...base, panel: 'human', lockFooter: false, button: 'hidden', assignee: convo.assignee };
    case 'ended_chat':
      return { ...base, panel: 'none', lockFooter: false, button: 'hidden' };
    default:
      return { ...base, panel: 'none', lockFooter: false, button: offered ? 'enabled' : 'hidden' };
  }
}

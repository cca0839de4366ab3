// The handoff's place above the footer: the waiting panel, who answers now, or the 'Talk to a person'
// button, from the conversation state the server pushes; it also holds the footer's lock (R-HND-3, R-HND-4).
import './handoff.css';
import { useEffect } from 'react';
import { useChat } from '../chat-context';
import { useConversationState } from '../state/conversation-store';
import { HandoffButton } from './handoff-button';
import { handoffView } from './handoff-view';
import { HumanBar } from './human-bar';
import { RequestPanel } from './request-panel';

export function HandoffLayer() {
  const { store, config } = useChat();
  const convo = useConversationState(store, (s) => s.convo);
  const visitorWrote = useConversationState(store, (s) => s.turns.some((t) => t.from === 'human'));
  const view = handoffView(convo, config, { visitorWrote });

  useEffect(() => store.setFooterLocked(view.lockFooter), [store, view.lockFooter]);
  useEffect(() => () => store.setFooterLocked(false), [store]);

  if (view.panel === 'none' && view.button === 'hidden') return null;
  return (
    <div className="handoff" data-testid="parley-handoff" data-state={convo.state}>
      {view.panel === 'requested' ? <RequestPanel view={view} /> : null}
      {view.panel === 'human' && view.assignee ? <HumanBar assignee={view.assignee} /> : null}
      {view.button !== 'hidden' ? <HandoffButton disabled={view.button === 'disabled'} /> : null}
    </div>
  );
}

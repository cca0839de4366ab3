// The handoff's place above the footer (banner, panel): the handoff layer (../handoff) fills it, reading
// `convo` (state, assignee, deadline, manualControl) and setting `footerLocked`.
import { HandoffLayer } from '../handoff/handoff-layer';

export function HandoffSlot() {
  return <HandoffLayer />;
}

// The handoff's place above the footer (banner, panel): built on the conversation store by the handoff
// layer, which reads `convo` (state, assignee, deadline, manualControl) and sets `footerLocked`.
export function HandoffSlot() {
  return null;
}

// The widget settings buttons (R-WSP-3, R-WSP-4): Test Chatbot needs a saved agent id; Deploy Widget
// shows the embed snippet, or 'Please save and publish first.' when there is no saved agent. An agent
// whose draft holds unpublished edits can be deployed, but visitors would not see those edits yet: the
// snippet then comes with the same message.
import { WIDGET_SETTINGS_MESSAGES } from '@parley/messages/widget-settings';

const SAVED_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** R-WSP-3: the test chat opens for a saved agent only (the id it is opened with, the spec's vg_id). */
export function testChatbotTarget(agentId: string | null | undefined): { vgId: string } | null {
  return agentId && SAVED_ID.test(agentId) ? { vgId: agentId } : null;
}

export type DeployView =
  | { kind: 'blocked'; message: string }
  | { kind: 'snippet'; agentId: string; notice: string | null };

export function deployWidgetView(
  agentId: string | null | undefined,
  state: { published: boolean },
): DeployView {
  if (!agentId || !SAVED_ID.test(agentId))
    return { kind: 'blocked', message: WIDGET_SETTINGS_MESSAGES.saveAndPublishFirst };
  return {
    kind: 'snippet',
    agentId,
    notice: state.published ? null : WIDGET_SETTINGS_MESSAGES.saveAndPublishFirst,
  };
}

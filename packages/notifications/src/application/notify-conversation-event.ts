// The handoff engine's entry point: something happened in a conversation that people should hear of
// (level 1, a visitor's message; level 2, a handoff request). Every recipient gets an in-app row and,
// by their settings, Web Push and e-mail. It never throws: a chat message must not fail because a
// push service or a mail server did.
import { locateAgent } from '@parley/agents/application/locate-agent';
import type { Region } from '@parley/kernel/regions';
import type { NotificationLevel } from '../domain/notification-settings';
import { storedNotificationText } from '../domain/notification-text';
import { type DeliveryTally, deliverNotification } from './deliver-notification';
import { findRecipients } from './find-recipients';
import { type NotifyDeps, reportError } from './notify-deps';

export interface ConversationEvent {
  /** The agent's region (where it is looked up first and the rows are stored). */
  region: Region;
  agentId: string;
  /** The visitor's id: the conversation. */
  userId: string;
  level: NotificationLevel;
  title: string;
  body: string;
  /** A dashboard path such as /app/eu/agents/{id}/convos?userId=…; e-mail links and pushes open it. */
  urlPathname: string;
}

export interface NotifyOutcome extends DeliveryTally {
  recipients: number;
}

/** Only a path on our own origin: '/x', never '//host' or 'https://…' (links are publicUrl + path). */
const isOwnPath = (path: string) => /^\/(?![/\\])/.test(path) && path.length <= 2048 && !/[\s<>"]/.test(path);

export async function notifyConversationEvent(
  deps: NotifyDeps,
  event: ConversationEvent,
): Promise<NotifyOutcome> {
  const outcome: NotifyOutcome = { recipients: 0, stored: 0, pushed: 0, mailed: 0, failures: 0 };
  try {
    if (event.level !== 1 && event.level !== 2) throw new Error(`unknown notification level ${event.level}`);
    if (!isOwnPath(event.urlPathname)) throw new Error(`urlPathname must be a path: ${event.urlPathname}`);
    const located = await locateAgent(deps.ctx, event.agentId, event.region);
    if (!located) return outcome;
    const recipients = await findRecipients(deps.ctx, {
      workspaceUid: located.row.ownerID,
      agentId: located.row.id,
    });
    outcome.recipients = recipients.length;
    const now = deps.now?.() ?? Date.now();
    const content = {
      region: located.region,
      workspaceId: located.row.ownerID,
      agentId: located.row.id,
      agentTitle: located.row.title || located.row.id,
      userId: event.userId,
      level: event.level,
      title: storedNotificationText(event.title),
      body: storedNotificationText(event.body),
      urlPathname: event.urlPathname,
    };
    const tallies = await Promise.all(recipients.map((r) => deliverNotification(deps, r, content, now)));
    for (const t of tallies) {
      outcome.stored += t.stored;
      outcome.pushed += t.pushed;
      outcome.mailed += t.mailed;
      outcome.failures += t.failures;
    }
  } catch (error) {
    outcome.failures += 1;
    reportError(deps, error, { agentId: event.agentId, userId: event.userId, level: event.level });
  }
  return outcome;
}

// Binds the runtime's conversation hooks to notifications (R-NTF-2..4, issue 6 part 5): a visitor's
// message is a level 1 notification, a request for a person a level 2 one. Delivery (rows, Web Push,
// e-mail) runs beside the visitor's call rather than in it, so a slow push service never delays a reply;
// the server waits for deliveries still running when it closes.
import type { ConversationHooks } from '@parley/conversations/domain/conversation-hooks';
import { NOTIFICATION_MESSAGES } from '@parley/messages/notifications';
import { notifyConversationEvent } from '@parley/notifications/application/notify-conversation-event';
import type { ServerDeps } from './deps';

/** Deliveries still running, per server (awaited by `settleNotifications` on close). */
const running = new Set<Promise<unknown>>();

export function settleNotifications(): Promise<unknown> {
  return Promise.allSettled([...running]);
}

/** The inbox with this conversation open: what a notification, its push and its e-mail link to. */
export function inboxPathOf(region: string, agentId: string, userId: string): string {
  const at = (s: string) => encodeURIComponent(s);
  return `/app/${at(region)}/agents/${at(agentId)}/convos?conversation=${at(userId)}`;
}

export function conversationHooksOf(deps: ServerDeps): ConversationHooks {
  const notify = { ctx: deps.ctx, mailer: deps.mailer, webPush: deps.webPush, publicUrl: deps.publicUrl };
  const start = (task: Promise<unknown>) => {
    running.add(task);
    void task.finally(() => running.delete(task));
  };
  return {
    async visitorMessage(key, text) {
      if (!text.trim()) return;
      start(
        notifyConversationEvent(notify, {
          ...key,
          level: 1,
          title: NOTIFICATION_MESSAGES.visitorMessageTitle,
          body: text,
          urlPathname: inboxPathOf(key.region, key.agentId, key.userId),
        }),
      );
    },
    async handoffRequested(key) {
      start(
        notifyConversationEvent(notify, {
          ...key,
          level: 2,
          title: NOTIFICATION_MESSAGES.handoffRequestTitle,
          body: NOTIFICATION_MESSAGES.handoffRequestBody,
          urlPathname: inboxPathOf(key.region, key.agentId, key.userId),
        }),
      );
    },
  };
}

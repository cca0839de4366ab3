// Delivers one notification to one person: the in-app row (always), Web Push to each of their
// browsers, and an e-mail unless they were told about this conversation a few minutes ago. Each
// channel fails on its own; nothing is thrown.
import { agencySender } from '@parley/agencies/application/sending-domain';
import { findAgency } from '@parley/agencies/infrastructure/agency-repo';
import type { Region } from '@parley/kernel/regions';
import { renderMail } from '@parley/mail/domain/mail-layout';
import { NOTIFICATION_MESSAGES } from '@parley/messages/notifications';
import { mayMail } from '../domain/mail-throttle';
import { channelsFor, LEVEL_REQUEST, type NotificationLevel } from '../domain/notification-settings';
import { cutNotificationText } from '../domain/notification-text';
import { isGoneStatus } from '../domain/push-subscription';
import { notificationRef, recipientKey } from '../domain/recipient';
import { insertNotification, lastNotifiedAt } from '../infrastructure/notification-repo';
import { deleteSubscription, subscriptionsOf } from '../infrastructure/push-subscription-repo';
import type { Recipient } from './find-recipients';
import { type NotifyDeps, reportError } from './notify-deps';

export interface NotificationContent {
  /** Where the row is stored: the agent's region. */
  region: Region;
  workspaceId: string;
  agentId: string;
  agentTitle: string;
  userId: string;
  level: NotificationLevel;
  title: string;
  body: string;
  urlPathname: string;
}

export interface DeliveryTally {
  stored: number;
  pushed: number;
  mailed: number;
  failures: number;
}

/** Push services drop a message they could not hand over within R-NTF-6's 120 s: it would be ignored. */
const PUSH_TTL_SECONDS = 120;

async function pushTo(deps: NotifyDeps, recipient: Recipient, payload: string, level: NotificationLevel) {
  const { db } = deps.ctx.dbs[recipient.home];
  const subscriptions = await subscriptionsOf(db, recipientKey(recipient));
  let pushed = 0;
  let failures = 0;
  await Promise.all(
    subscriptions.map(async (sub) => {
      const outcome = await deps.webPush.send({ endpoint: sub.endpoint, keys: sub.keys }, payload, {
        ttlSeconds: PUSH_TTL_SECONDS,
        urgency: level === LEVEL_REQUEST ? 'high' : 'normal',
      });
      if (outcome.ok) {
        pushed += 1;
        return;
      }
      failures += 1;
      // The browser unsubscribed or the subscription expired: it will never work again.
      if (isGoneStatus(outcome.status)) await deleteSubscription(db, sub.id);
      else
        reportError(deps, new Error(outcome.error), { channel: 'push', recipient: recipientKey(recipient) });
    }),
  );
  return { pushed, failures };
}

async function mailTo(deps: NotifyDeps, recipient: Recipient, content: NotificationContent) {
  const { db } = deps.ctx.dbs[content.region];
  const agency = recipient.kind === 'client' ? await findAgency(db, content.workspaceId) : undefined;
  const { html, text } = renderMail({
    title: content.title,
    paragraphs: [content.body],
    action: { label: NOTIFICATION_MESSAGES.mailAction, url: `${deps.publicUrl}${content.urlPathname}` },
    footer: NOTIFICATION_MESSAGES.mailFooter,
  });
  const subject =
    content.level === LEVEL_REQUEST
      ? NOTIFICATION_MESSAGES.mailSubjectRequest(content.agentTitle)
      : NOTIFICATION_MESSAGES.mailSubjectMessage(content.agentTitle);
  const sent = await deps.mailer.send(content.region, {
    purpose: 'conversation-notification',
    workspaceId: content.workspaceId,
    to: [recipient.email],
    subject,
    html,
    text,
    ...agencySender(agency),
  });
  return sent.status !== 'failed';
}

export async function deliverNotification(
  deps: NotifyDeps,
  recipient: Recipient,
  content: NotificationContent,
  now: number,
): Promise<DeliveryTally> {
  const tally: DeliveryTally = { stored: 0, pushed: 0, mailed: 0, failures: 0 };
  const channels = channelsFor(recipient.settings, content.level);
  if (!channels.inApp) return tally;
  const key = recipientKey(recipient);
  const { db } = deps.ctx.dbs[content.region];
  let previousAt: number | null = null;
  let ref: string;
  try {
    previousAt = await lastNotifiedAt(db, key, content.agentId, content.userId);
    const id = await insertNotification(db, {
      recipient: key,
      workspaceId: content.workspaceId,
      agentId: content.agentId,
      userId: content.userId,
      level: content.level,
      title: content.title,
      body: content.body,
      urlPathname: content.urlPathname,
      seen: false,
      ts: now,
    });
    ref = notificationRef(content.region, id);
    tally.stored = 1;
  } catch (error) {
    reportError(deps, error, { channel: 'in-app', recipient: key });
    return { ...tally, failures: 1 };
  }

  const tasks: Promise<void>[] = [];
  if (channels.push) {
    const payload = JSON.stringify({
      id: ref,
      tag: `parley-${ref.replace(':', '-')}`,
      title: cutNotificationText(content.title),
      body: cutNotificationText(content.body),
      url: content.urlPathname,
      level: content.level,
      ts: now,
    });
    tasks.push(
      pushTo(deps, recipient, payload, content.level).then(
        (r) => {
          tally.pushed += r.pushed;
          tally.failures += r.failures;
        },
        (error) => {
          tally.failures += 1;
          reportError(deps, error, { channel: 'push', recipient: key });
        },
      ),
    );
  }
  if (channels.email && mayMail(previousAt, now)) {
    tasks.push(
      mailTo(deps, recipient, content).then(
        (ok) => {
          if (ok) tally.mailed += 1;
          else tally.failures += 1;
        },
        (error) => {
          tally.failures += 1;
          reportError(deps, error, { channel: 'email', recipient: key });
        },
      ),
    );
  }
  await Promise.all(tasks);
  return tally;
}

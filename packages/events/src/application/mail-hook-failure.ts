// R-EVT-3: when a hook has failed for good, each workspace e-mail is told, with a link to retry.
import type { Region } from '@parley/kernel/regions';
import { isMailAddress } from '@parley/mail/domain/mail';
import { renderMail } from '@parley/mail/domain/mail-layout';
import { EVENT_MESSAGES } from '@parley/messages/events';
import type { DeliveryRow } from '../infrastructure/delivery-repo';
import type { HookWorkspace } from '../infrastructure/workspace-doc-repo';
import type { HookDeps } from './hook-deps';

export async function mailHookFailure(
  deps: HookDeps,
  region: Region,
  workspace: HookWorkspace,
  delivery: DeliveryRow,
): Promise<void> {
  const to = [
    ...new Set([workspace.email, ...workspace.workspaceEmails].map((e) => e.trim().toLowerCase())),
  ].filter(isMailAddress);
  if (to.length === 0) return;
  const { html, text } = renderMail({
    title: EVENT_MESSAGES.failedMailSubject,
    paragraphs: [
      `Parley could not deliver the "${delivery.type}" event to ${delivery.endpoint} after ${delivery.attempts} attempts, and has stopped trying.`,
      `The last answer was: ${delivery.lastError ?? 'none'}.`,
      'Check that the endpoint is up and answers with a 2xx status, then retry the delivery from the Events page.',
    ],
    action: { label: 'Open Events', url: `${deps.publicUrl}/app/${region}/events` },
    footer: `You receive this because you are a member of workspace ${workspace.uid}.`,
  });
  // Each member gets their own mail, so no one sees the others' addresses.
  for (const address of to) {
    await deps.mailer.send(region, {
      purpose: 'event-hook-failed',
      workspaceId: workspace.uid,
      to: [address],
      subject: EVENT_MESSAGES.failedMailSubject,
      html,
      text,
    });
  }
}

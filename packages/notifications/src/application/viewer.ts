// The person asking for their own notifications: a workspace session's account, or a client user.
// An agency admin session (the admin magic link) is no client row and has none of its own.
import { AppError } from '@parley/kernel/errors';
import { NOTIFICATION_MESSAGES } from '@parley/messages/notifications';
import type { ClientPrincipal } from '@parley/workspaces/domain/client-principal';
import { accountRegionOf, type SessionPrincipal } from '@parley/workspaces/domain/principal';
import type { RecipientRef } from '../domain/recipient';

export type Viewer = RecipientRef;

export const viewerOfSession = (p: SessionPrincipal): Viewer => ({
  kind: 'account',
  id: p.accountId,
  home: accountRegionOf(p),
});

export function viewerOfClient(c: ClientPrincipal): Viewer {
  if (c.isAdmin) throw new AppError('FORBIDDEN', NOTIFICATION_MESSAGES.noClientAccount);
  return { kind: 'client', id: c.clientId, home: c.region };
}

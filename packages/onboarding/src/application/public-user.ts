// R-ONB-9 GET /public/users/{userId}?agencyId=…: the workspace's secret, hasEverPaid and internal.
// The spec serves this without credentials; Parley answers only the workspace itself.
import type { DataContext } from '@parley/db/context';
import { agencies } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import { ONBOARDING_MESSAGES } from '@parley/messages/onboarding';
import type { Principal } from '@parley/workspaces/domain/principal';
import { and, eq } from 'drizzle-orm';
import { readWorkspace } from '../infrastructure/workspace-doc';

/** internal without anything secret (the hook's sealed signing secret). */
export function publicInternal(internal: unknown): Record<string, unknown> {
  if (!internal || typeof internal !== 'object') return {};
  const copy = { ...(internal as Record<string, unknown>) };
  if (copy.events && typeof copy.events === 'object') {
    const { signingSecretSealed: _sealed, ...events } = copy.events as Record<string, unknown>;
    copy.events = events;
  }
  return copy;
}

export async function getPublicUser(
  ctx: DataContext,
  principal: Principal,
  args: { userId: string; agencyId?: string },
): Promise<{ data: { workspaceSecret: string; hasEverPaid: boolean; internal: Record<string, unknown> } }> {
  if (principal.kind === 'agent-secret' || principal.workspaceUid !== args.userId) {
    throw new AppError('FORBIDDEN', ONBOARDING_MESSAGES.publicUserForbidden);
  }
  const { db } = ctx.dbs[principal.region];
  const workspace = await readWorkspace(db, args.userId);
  if (!workspace) throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.workspaceNotFound);
  // The answer holds the workspace secret: a member's session may not read it (only the owner's).
  if (principal.kind === 'session' && workspace.ownerID !== principal.accountId) {
    throw new AppError('FORBIDDEN', ONBOARDING_MESSAGES.publicUserForbidden);
  }
  if (args.agencyId) {
    const agency = await db
      .select({ id: agencies.id })
      .from(agencies)
      .where(and(eq(agencies.id, args.agencyId), eq(agencies.userId, args.userId)))
      .limit(1);
    if (agency.length === 0) throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.agencyNotFound);
  }
  return {
    data: {
      workspaceSecret: ctx.keyring.open(workspace.workspaceSecretSealed),
      hasEverPaid: workspace.doc.hasEverPaid === true,
      internal: publicInternal(workspace.doc.internal),
    },
  };
}

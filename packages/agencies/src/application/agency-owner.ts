// The agency of the caller's workspace: created on first load (R-AGY-22); only the owner edits it.
import type { DataContext } from '@parley/db/context';
import { workspaces } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import { AGENCY_MESSAGES, AGENCY_SECRET_LENGTH } from '@parley/messages/agencies';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import type { Principal } from '@parley/workspaces/domain/principal';
import { eq } from 'drizzle-orm';
import { AGENCY_DEFAULTS } from '../domain/agency-defaults';
import { type AgencyRow, findAgency, insertAgencyIfMissing } from '../infrastructure/agency-repo';

export type SessionPrincipal = Extract<Principal, { kind: 'session' }>;

export const newAgencySecret = () => randomId(AGENCY_SECRET_LENGTH);

export function requireSession(principal: Principal): SessionPrincipal {
  if (principal.kind !== 'session') throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
  return principal;
}

/** The workspace's owner account (personal workspaces: the account whose id is the uid). */
export async function requireWorkspaceOwner(ctx: DataContext, principal: SessionPrincipal): Promise<void> {
  const [ws] = await ctx.dbs[principal.region].db
    .select({ ownerID: workspaces.ownerID })
    .from(workspaces)
    .where(eq(workspaces.uid, principal.workspaceUid))
    .limit(1);
  if (!ws || ws.ownerID !== principal.accountId) throw new AppError('FORBIDDEN', AGENCY_MESSAGES.onlyOwner);
}

export async function loadOrCreateAgency(
  ctx: DataContext,
  principal: SessionPrincipal,
): Promise<{ row: AgencyRow; created: boolean }> {
  const { db } = ctx.dbs[principal.region];
  const existing = await findAgency(db, principal.workspaceUid);
  if (existing) return { row: existing, created: false };
  const secret = newAgencySecret();
  const now = Date.now();
  const created = await insertAgencyIfMissing(db, {
    id: principal.workspaceUid,
    userId: principal.workspaceUid,
    name: AGENCY_DEFAULTS.name,
    secretSealed: ctx.keyring.seal(secret),
    secretDigest: ctx.keyring.digest(secret),
    secretRotatedAt: now,
    settings: { disablePasswordLogin: false },
    doc: {
      brandingText: AGENCY_DEFAULTS.brandingText,
      themeVariant: AGENCY_DEFAULTS.themeVariant,
      themeColorUsage: AGENCY_DEFAULTS.themeColorUsage,
      googleFont: AGENCY_DEFAULTS.googleFont,
      resendEmailDomainStatus: 'not_started',
    },
    createdAt: now,
    lastModified: now,
  });
  const row = await findAgency(db, principal.workspaceUid);
  if (!row) throw new AppError('INTERNAL', AGENCY_MESSAGES.initFailed);
  return { row, created };
}

// The owner's agency procedures: read (creating it on first load), update, reveal and regenerate the secret.
import type { TAgency, TAgencyPatch } from '@parley/contract/agencies';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Principal } from '@parley/workspaces/domain/principal';
import { AGENCY_TEXT_FIELDS } from '../domain/agency-defaults';
import { validateAgencyPatch } from '../domain/validate-agency-patch';
import { findAgency, updateAgencyRow } from '../infrastructure/agency-repo';
import { toAgencyDocument } from './agency-document';
import { loadOrCreateAgency, newAgencySecret, requireSession, requireWorkspaceOwner } from './agency-owner';

export async function getMyAgency(
  ctx: DataContext,
  principal: Principal,
): Promise<{ agency: TAgency; created: boolean }> {
  const session = requireSession(principal);
  const { row, created } = await loadOrCreateAgency(ctx, session);
  return { agency: toAgencyDocument(row, session.region), created };
}

export async function updateMyAgency(
  ctx: DataContext,
  principal: Principal,
  patch: TAgencyPatch,
): Promise<TAgency> {
  const session = requireSession(principal);
  await requireWorkspaceOwner(ctx, session);
  const problem = validateAgencyPatch(patch);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  const { row } = await loadOrCreateAgency(ctx, session);
  const doc = { ...row.doc };
  for (const field of AGENCY_TEXT_FIELDS) {
    const value = patch[field];
    if (value !== undefined) doc[field] = typeof value === 'string' ? value.trim() : null;
  }
  const settings =
    patch.disablePasswordLogin === undefined
      ? row.settings
      : { ...row.settings, disablePasswordLogin: patch.disablePasswordLogin };
  const { db } = ctx.dbs[session.region];
  await updateAgencyRow(db, row.id, {
    name: patch.name !== undefined ? patch.name.trim() || row.name : row.name,
    doc,
    settings,
    lastModified: Date.now(),
  });
  const updated = await findAgency(db, row.id);
  return toAgencyDocument(updated!, session.region);
}

/** The secret is shown to the owner only (it signs the admin magic link, R-CLA-14). */
export async function revealAgencySecret(
  ctx: DataContext,
  principal: Principal,
): Promise<{ secret: string }> {
  const session = requireSession(principal);
  await requireWorkspaceOwner(ctx, session);
  const { row } = await loadOrCreateAgency(ctx, session);
  return { secret: ctx.keyring.open(row.secretSealed) };
}

/** 'Regen Secret' (R-AGY-3): the old secret and every admin session begun with it stop working. */
export async function regenerateAgencySecret(
  ctx: DataContext,
  principal: Principal,
): Promise<{ secret: string }> {
  const session = requireSession(principal);
  await requireWorkspaceOwner(ctx, session);
  const { row } = await loadOrCreateAgency(ctx, session);
  const secret = newAgencySecret();
  await updateAgencyRow(ctx.dbs[session.region].db, row.id, {
    secretSealed: ctx.keyring.seal(secret),
    secretDigest: ctx.keyring.digest(secret),
    secretRotatedAt: Date.now(),
    lastModified: Date.now(),
  });
  return { secret };
}

// The agency's custom domain (R-DOM-2..6, R-DOM-10, R-DOM-12..13, R-DOM-20): add it, prove it with a TXT
// record, then requests that arrive through it get the agency's client dashboard. Until it is verified it
// routes nothing, so nobody can take a domain that is not theirs.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import { REGIONS } from '@parley/kernel/regions';
import type { Principal } from '@parley/workspaces/domain/principal';
import { CUSTOM_DOMAIN_MESSAGES, checkCustomDomain } from '../domain/custom-domain';
import { type DnsRecordView, verificationName, verificationValue } from '../domain/sending-domain';
import { type AgencyRow, findAgencyClaimingDomain, updateAgencyRow } from '../infrastructure/agency-repo';
import type { ResolveTxt } from '../infrastructure/dns-txt';
import { loadOrCreateAgency, requireSession, requireWorkspaceOwner } from './agency-owner';

export interface CustomDomainView {
  domain: string | null;
  isVerified: boolean;
  records: DnsRecordView[];
}

function viewOf(row: AgencyRow): CustomDomainView {
  const pending = typeof row.doc.pendingCustomDomain === 'string' ? row.doc.pendingCustomDomain : null;
  const domain = row.customDomain ?? pending;
  const token = typeof row.doc.customDomainToken === 'string' ? row.doc.customDomainToken : '';
  const isVerified = row.customDomain !== null;
  const status = isVerified ? 'verified' : 'pending';
  return {
    domain,
    isVerified,
    records: domain
      ? [
          {
            record: 'Verification',
            type: 'TXT',
            name: verificationName(domain),
            value: verificationValue(token),
            ttl: 'Auto',
            priority: null,
            status,
          },
          {
            record: 'Routing',
            type: 'CNAME',
            name: domain,
            value: 'the address of this Parley server',
            ttl: 'Auto',
            priority: null,
            status,
          },
        ]
      : [],
  };
}

async function ownerAgency(ctx: DataContext, principal: Principal) {
  const session = requireSession(principal);
  await requireWorkspaceOwner(ctx, session);
  const { row } = await loadOrCreateAgency(ctx, session);
  return { row, db: ctx.dbs[session.region].db };
}

export async function getCustomDomain(ctx: DataContext, principal: Principal): Promise<CustomDomainView> {
  return viewOf((await ownerAgency(ctx, principal)).row);
}

export async function addCustomDomain(
  ctx: DataContext,
  principal: Principal,
  input: string,
  serverHost: string,
): Promise<CustomDomainView & { message: string }> {
  const { row, db } = await ownerAgency(ctx, principal);
  const checked = checkCustomDomain(input, serverHost);
  if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
  for (const region of REGIONS) {
    if (await findAgencyClaimingDomain(ctx.dbs[region].db, checked.domain, row.id))
      throw new AppError('CONFLICT', CUSTOM_DOMAIN_MESSAGES.taken);
  }
  const doc = { ...row.doc, pendingCustomDomain: checked.domain, customDomainToken: randomId(24) };
  // A new domain replaces the verified one only once it is verified itself.
  await updateAgencyRow(db, row.id, { doc, customDomain: null, lastModified: Date.now() });
  return { ...viewOf({ ...row, doc, customDomain: null }), message: CUSTOM_DOMAIN_MESSAGES.pending };
}

/** The verification poll (R-DOM-12): the TXT record found → the domain routes to this agency. */
export async function verifyCustomDomain(
  ctx: DataContext,
  resolveTxt: ResolveTxt,
  principal: Principal,
): Promise<CustomDomainView & { message: string }> {
  const { row, db } = await ownerAgency(ctx, principal);
  const view = viewOf(row);
  if (!view.domain) throw new AppError('NOT_FOUND', CUSTOM_DOMAIN_MESSAGES.notFound);
  if (view.isVerified) return { ...view, message: CUSTOM_DOMAIN_MESSAGES.verified };
  const expected = verificationValue(String(row.doc.customDomainToken ?? ''));
  if (!(await resolveTxt(verificationName(view.domain))).includes(expected))
    return { ...view, message: CUSTOM_DOMAIN_MESSAGES.pending };
  for (const region of REGIONS) {
    if (await findAgencyClaimingDomain(ctx.dbs[region].db, view.domain, row.id))
      throw new AppError('CONFLICT', CUSTOM_DOMAIN_MESSAGES.taken);
  }
  const doc = { ...row.doc, pendingCustomDomain: null, isVerifiedCustomDomain: true };
  try {
    await updateAgencyRow(db, row.id, { customDomain: view.domain, doc, lastModified: Date.now() });
  } catch {
    // The unique index: another agency verified the same domain a moment earlier.
    throw new AppError('CONFLICT', CUSTOM_DOMAIN_MESSAGES.taken);
  }
  return { ...viewOf({ ...row, customDomain: view.domain, doc }), message: CUSTOM_DOMAIN_MESSAGES.verified };
}

/** Cancel (pending) or Delete Domain (verified) (R-DOM-13). */
export async function removeCustomDomain(
  ctx: DataContext,
  principal: Principal,
): Promise<CustomDomainView & { message: string }> {
  const { row, db } = await ownerAgency(ctx, principal);
  const doc = {
    ...row.doc,
    pendingCustomDomain: null,
    customDomainToken: null,
    isVerifiedCustomDomain: false,
  };
  await updateAgencyRow(db, row.id, { customDomain: null, doc, lastModified: Date.now() });
  return { ...viewOf({ ...row, customDomain: null, doc }), message: CUSTOM_DOMAIN_MESSAGES.deleted };
}

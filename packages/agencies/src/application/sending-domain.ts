// The agency's sending domain (R-AGY-7..11): add, verify by a TXT record, read (polled), delete.
// Once verified, mail sent for the agency goes out from no-reply@{domain} and feedback is offered (R-CSH-9).
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import type { Principal } from '@parley/workspaces/domain/principal';
import {
  type DnsRecordView,
  normaliseSendingDomain,
  SENDING_DOMAIN_MESSAGES,
  type SendingDomainStatus,
  verificationName,
  verificationRecords,
  verificationValue,
} from '../domain/sending-domain';
import type { AgencyRow } from '../infrastructure/agency-repo';
import { updateAgencyRow } from '../infrastructure/agency-repo';
import type { ResolveTxt } from '../infrastructure/dns-txt';
import { loadOrCreateAgency, requireSession, requireWorkspaceOwner } from './agency-owner';

export interface SendingDomainView {
  domain: string | null;
  status: SendingDomainStatus;
  records: DnsRecordView[];
}

const statusOf = (row: AgencyRow): SendingDomainStatus => {
  const s = row.doc.resendEmailDomainStatus;
  return s === 'pending' || s === 'verified' ? s : 'not_started';
};

export function sendingDomainOf(row: AgencyRow): SendingDomainView {
  const domain = typeof row.doc.resendEmailDomain === 'string' ? row.doc.resendEmailDomain : null;
  const token = typeof row.doc.resendEmailDomainId === 'string' ? row.doc.resendEmailDomainId : '';
  const status = statusOf(row);
  return { domain, status, records: domain ? verificationRecords(domain, token, status) : [] };
}

/** The sender an agency's mail uses: its own verified domain, else the server's MAIL_FROM. */
export function agencySender(row: AgencyRow | undefined): { fromName?: string; fromAddress?: string } {
  if (!row) return {};
  const { domain, status } = sendingDomainOf(row);
  return {
    fromName: row.name,
    ...(domain && status === 'verified' && { fromAddress: `no-reply@${domain}` }),
  };
}

async function ownerAgency(ctx: DataContext, principal: Principal) {
  const session = requireSession(principal);
  await requireWorkspaceOwner(ctx, session);
  const { row } = await loadOrCreateAgency(ctx, session);
  return { row, db: ctx.dbs[session.region].db };
}

async function writeDoc(
  ctx: DataContext,
  principal: Principal,
  row: AgencyRow,
  patch: Record<string, unknown>,
) {
  const { db } = await ownerAgency(ctx, principal);
  const doc = { ...row.doc, ...patch };
  await updateAgencyRow(db, row.id, { doc, lastModified: Date.now() });
  return sendingDomainOf({ ...row, doc });
}

export async function getSendingDomain(ctx: DataContext, principal: Principal): Promise<SendingDomainView> {
  return sendingDomainOf((await ownerAgency(ctx, principal)).row);
}

export async function addSendingDomain(
  ctx: DataContext,
  principal: Principal,
  input: string,
): Promise<SendingDomainView> {
  const { row } = await ownerAgency(ctx, principal);
  const domain = normaliseSendingDomain(input);
  if (!domain) throw new AppError('BAD_REQUEST', SENDING_DOMAIN_MESSAGES.needsRoot);
  const current = sendingDomainOf(row);
  if (current.domain === domain && current.status !== 'verified')
    throw new AppError('CONFLICT', SENDING_DOMAIN_MESSAGES.alreadyAdded);
  return writeDoc(ctx, principal, row, {
    resendEmailDomain: domain,
    resendEmailDomainId: randomId(24),
    resendEmailDomainStatus: 'not_started',
  });
}

/** 'Verify' (and each poll): looks the TXT record up; found → verified, else pending. */
export async function verifySendingDomain(
  ctx: DataContext,
  resolveTxt: ResolveTxt,
  principal: Principal,
): Promise<SendingDomainView & { message: string }> {
  const { row } = await ownerAgency(ctx, principal);
  const current = sendingDomainOf(row);
  if (!current.domain) throw new AppError('NOT_FOUND', SENDING_DOMAIN_MESSAGES.notFound);
  if (current.status === 'verified') return { ...current, message: SENDING_DOMAIN_MESSAGES.verified };
  const expected = verificationValue(String(row.doc.resendEmailDomainId ?? ''));
  const found = (await resolveTxt(verificationName(current.domain))).includes(expected);
  const view = await writeDoc(ctx, principal, row, {
    resendEmailDomainStatus: found ? 'verified' : 'pending',
  });
  return {
    ...view,
    message: found ? SENDING_DOMAIN_MESSAGES.verified : SENDING_DOMAIN_MESSAGES.notVerifiedYet,
  };
}

/** R-AGY-10: delete resets to not_started and clears the domain, id and records. */
export async function deleteSendingDomain(
  ctx: DataContext,
  principal: Principal,
): Promise<SendingDomainView> {
  const { row } = await ownerAgency(ctx, principal);
  return writeDoc(ctx, principal, row, {
    resendEmailDomain: null,
    resendEmailDomainId: null,
    resendEmailDomainStatus: 'not_started',
  });
}

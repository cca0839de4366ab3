// The agency's e-mail sending domain (R-AGY-7..10, R-CSH-9): a root domain proven by a TXT record.
// Statuses follow R-AGY-10: not_started → pending (after Verify) → verified.

export type SendingDomainStatus = 'not_started' | 'pending' | 'verified';

export interface DnsRecordView {
  record: string;
  type: string;
  name: string;
  value: string;
  ttl: string;
  priority: number | null;
  status: SendingDomainStatus;
}

export const SENDING_DOMAIN_MESSAGES = {
  /** R-AGY-9 */
  alreadyAdded: 'This domain is already added.',
  /** Ours: R-AGY-9 gives the rule, not the words. */
  needsRoot: 'Please enter a root domain, such as example.com.',
  notFound: 'No sending domain has been added yet.',
  notVerifiedYet:
    'The TXT record was not found yet. DNS changes can take a while; try again in a few minutes.',
  verified: 'The sending domain is verified.',
  deleted: 'The sending domain was removed.',
} as const;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Lower-cased, blanks removed; null when it is not a plain domain of two or more labels. */
export function normaliseSendingDomain(input: string): string | null {
  const domain = input.trim().toLowerCase().replace(/\s+/g, '').replace(/\.$/, '');
  if (domain.length > 253 || domain.startsWith('www.')) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels.at(-1)!)) return null;
  return domain;
}

export const verificationName = (domain: string) => `_parley-verification.${domain}`;
export const verificationValue = (token: string) => `parley-verification=${token}`;

export function verificationRecords(
  domain: string,
  token: string,
  status: SendingDomainStatus,
): DnsRecordView[] {
  return [
    {
      record: 'Verification',
      type: 'TXT',
      name: verificationName(domain),
      value: verificationValue(token),
      ttl: 'Auto',
      priority: null,
      status,
    },
  ];
}

/** R-AGY-10: poll while the domain is neither verified nor not started. */
export const shouldPoll = (status: SendingDomainStatus, hasDomain: boolean) =>
  hasDomain && status !== 'verified' && status !== 'not_started';

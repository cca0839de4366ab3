// The agency's custom domain for its client dashboard (R-DOM-3..6, R-DOM-10): a sub-domain the agency
// owns, proven by a TXT record before any request is routed by it.

export const CUSTOM_DOMAIN_MESSAGES = {
  /** R-DOM-3 */
  required: 'Please enter a custom domain',
  /** R-DOM-4 */
  needsSubdomain: (host: string) => `Please input a subdomain: "${host}"`,
  /** R-DOM-6 */
  taken: 'This domain already exists on another account.',
  /** R-DOM-9 */
  setupFailed: 'Failed to set up custom domain. Please try again.',
  /** R-DOM-10 */
  pending: 'Domain verification pending..',
  verified: 'Domain verification successful..',
  deleted: 'Domain deleted successfully..',
  /** Ours */
  invalid: 'Please enter a domain name such as app.your-agency.com.',
  serverOwn: "This is the server's own address; use a domain of your agency.",
  notFound: 'No custom domain has been added yet.',
} as const;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export type CustomDomainCheck = { ok: true; domain: string } | { ok: false; message: string };

/** R-DOM-5: lower-cased, spaces removed; a root domain (two labels) is refused (R-DOM-4). */
export function checkCustomDomain(input: string, serverHost: string): CustomDomainCheck {
  const domain = input.toLowerCase().replace(/\s+/g, '').replace(/\.$/, '');
  if (!domain) return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.required };
  const labels = domain.split('.');
  if (domain.length > 253 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels.at(-1) ?? ''))
    return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.invalid };
  if (labels.length === 2) return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.needsSubdomain(domain) };
  if (labels.length < 2) return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.invalid };
  if (domain === serverHost.toLowerCase()) return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.serverOwn };
  return { ok: true, domain };
}

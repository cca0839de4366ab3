// Where the Demo link and the prototype link point (R-WSP-6, R-WSP-7).
import type { Region } from '@parley/kernel/regions';

export interface AgencyDomains {
  customDomain?: string | null;
  isVerifiedCustomDomain?: boolean;
  VGsubDomain?: string | null;
  isVerifiedSubDomain?: boolean;
}

/**
 * R-WSP-6: {agency domain}/{region}/prototype/{agentId} on a verified custom domain (preferred) or a
 * verified sub-domain; otherwise /app/{region}/prototype?vg_id={agentId} on this server.
 */
export function prototypeLink(region: Region, agentId: string, agency?: AgencyDomains | null): string {
  const domain =
    agency?.isVerifiedCustomDomain && agency.customDomain
      ? agency.customDomain
      : agency?.isVerifiedSubDomain && agency.VGsubDomain
        ? agency.VGsubDomain
        : null;
  const id = encodeURIComponent(agentId);
  if (domain)
    return `https://${domain.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/${region}/prototype/${id}`;
  return `/app/${region}/prototype?vg_id=${id}`;
}

/** R-WSP-7: the demo page. */
export function demoLink(region: Region, agentId: string): string {
  return `/app/${region}/demo/${encodeURIComponent(agentId)}/page1`;
}

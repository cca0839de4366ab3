// R-WSP-6: the verified custom domain of the agency an agent belongs to (the agent owner's workspace),
// which the prototype and Demo links use instead of this server's address. Unverified domains never count.
import type { DataContext } from '@parley/db/context';
import { locateAgency } from './find-agency';

export async function agencyDomainOfOwner(ctx: DataContext, ownerID: string): Promise<string | null> {
  const agency = await locateAgency(ctx, ownerID);
  return agency?.row.customDomain ?? null;
}

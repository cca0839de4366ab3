// Agencies looked up across both regions (R-REG-4): by id, by secret, by host.
import type { DataContext } from '@parley/db/context';
import { REGIONS, type Region } from '@parley/kernel/regions';
import {
  type AgencyRow,
  findAgency,
  findAgencyByDomain,
  findAgencyBySecretDigest,
} from '../infrastructure/agency-repo';

export type LocatedAgency = { row: AgencyRow; region: Region };

async function firstInRegions(
  find: (region: Region) => Promise<AgencyRow | undefined>,
  prefer?: Region,
): Promise<LocatedAgency | undefined> {
  const order = prefer ? [prefer, ...REGIONS.filter((r) => r !== prefer)] : REGIONS;
  for (const region of order) {
    const row = await find(region);
    if (row) return { row, region };
  }
  return undefined;
}

export const locateAgency = (ctx: DataContext, id: string, prefer?: Region) =>
  firstInRegions((r) => findAgency(ctx.dbs[r].db, id), prefer);

export const locateAgencyBySecret = (ctx: DataContext, secret: string) =>
  firstInRegions((r) => findAgencyBySecretDigest(ctx.dbs[r].db, ctx.keyring.digest(secret)));

export const locateAgencyByHost = (ctx: DataContext, host: string) =>
  firstInRegions((r) => findAgencyByDomain(ctx.dbs[r].db, host.toLowerCase().replace(/:\d+$/, '')));

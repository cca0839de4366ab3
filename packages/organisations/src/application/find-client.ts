// Clients are found by e-mail in either region (R-ORG-1, R-REG-4); e-mails are unique across both.
import type { DataContext } from '@parley/db/context';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { type ClientRow, findClientByEmail } from '../infrastructure/client-repo';

export async function findClientInAnyRegion(
  ctx: DataContext,
  email: string,
): Promise<{ client: ClientRow; region: Region } | undefined> {
  for (const region of REGIONS) {
    const client = await findClientByEmail(ctx.dbs[region].db, email);
    if (client) return { client, region };
  }
  return undefined;
}

// Both regional databases of one server process.
import { REGIONS, type Region } from '@parley/kernel/regions';
import type { RegionDatabase } from './connect';
import { openRegionDatabase } from './connect';

export type RegionDatabases = Record<Region, RegionDatabase>;

export interface RegionSources {
  urls: Partial<Record<Region, string | undefined>>;
  /** Parent folder for PGlite data (./data/<region>); undefined = in memory. */
  dataDir?: string;
}

export async function openRegionDatabases(sources: RegionSources): Promise<RegionDatabases> {
  const opened = await Promise.all(
    REGIONS.map((region) =>
      openRegionDatabase({
        region,
        url: sources.urls[region],
        dataDir: sources.dataDir ? `${sources.dataDir}/${region}` : undefined,
      }),
    ),
  );
  return { eu: opened[0]!, na: opened[1]! };
}

export async function closeRegionDatabases(dbs: RegionDatabases): Promise<void> {
  await Promise.all(REGIONS.map((r) => dbs[r].close()));
}

// One refresh sweep: every due document (withRefresh, nextRefreshTS ≤ now) is processed again.
import type { DataContext } from '@parley/db/context';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { listDueForRefresh, listUnfinishedIds } from '../infrastructure/document-repo';

export async function dueDocuments(ctx: DataContext, now: number): Promise<{ region: Region; id: string }[]> {
  const due: { region: Region; id: string }[] = [];
  for (const region of REGIONS) {
    for (const id of await listDueForRefresh(ctx.dbs[region].db, now)) due.push({ region, id });
  }
  return due;
}

/** Documents a stopped server left INITIALIZED or PENDING. */
export async function unfinishedDocuments(ctx: DataContext): Promise<{ region: Region; id: string }[]> {
  const out: { region: Region; id: string }[] = [];
  for (const region of REGIONS) {
    for (const id of await listUnfinishedIds(ctx.dbs[region].db)) out.push({ region, id });
  }
  return out;
}

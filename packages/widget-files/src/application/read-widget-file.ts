// GET /api/files/{id}: the id is the only key (32 random characters), looked up in both regions.
import type { Readable } from 'node:stream';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { REGIONS } from '@parley/kernel/regions';
import { WIDGET_FILE_MESSAGES } from '@parley/messages/widget-files';
import type { FileStores, StorageKind } from '../infrastructure/file-store';
import { findWidgetFile, type WidgetFileRow } from '../infrastructure/widget-file-repo';

export const WIDGET_FILE_ID = /^[A-Za-z0-9]{32}$/;

export async function readWidgetFile(
  ctx: DataContext,
  stores: FileStores,
  id: string,
): Promise<{ row: WidgetFileRow; body: Readable }> {
  if (!WIDGET_FILE_ID.test(id)) throw new AppError('NOT_FOUND', WIDGET_FILE_MESSAGES.notFound);
  for (const region of REGIONS) {
    const row = await findWidgetFile(ctx.dbs[region].db, id);
    if (!row) continue;
    const body = await stores.byKind[row.storage as StorageKind]?.get(row.storageKey);
    if (body) return { row, body };
    break;
  }
  throw new AppError('NOT_FOUND', WIDGET_FILE_MESSAGES.notFound);
}

// Stores a checked file and answers the public address it is served at.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import type { Region } from '@parley/kernel/regions';
import { checkUpload, cleanFileName, type UploadPurpose } from '../domain/upload-kinds';
import { findUpload, insertUpload, type UploadRow } from '../infrastructure/upload-repo';

export interface StoredUpload {
  id: string;
  /** Absolute URL under PUBLIC_URL. */
  url: string;
  fileName: string;
  contentType: string;
  sizeKB: number;
}

/** Unguessable: the address is the only key to a file. */
export const newUploadId = () => randomId(32);

export const uploadPath = (region: Region, id: string) => `/api/uploads/${region}/${id}`;

export async function storeUpload(
  ctx: DataContext,
  args: {
    region: Region;
    /** 'account:<id>', 'client:<id>', … */
    owner: string;
    purpose: UploadPurpose;
    fileName: string;
    bytes: Uint8Array;
    publicUrl: string;
  },
): Promise<StoredUpload> {
  const check = checkUpload(args.purpose, args.bytes);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.message);
  const id = newUploadId();
  const fileName = cleanFileName(args.fileName);
  await insertUpload(ctx.dbs[args.region].db, {
    id,
    owner: args.owner,
    purpose: args.purpose,
    fileName,
    contentType: check.contentType,
    sizeBytes: args.bytes.length,
    data: Buffer.from(args.bytes),
    createdAt: Date.now(),
  });
  return {
    id,
    url: `${args.publicUrl}${uploadPath(args.region, id)}`,
    fileName,
    contentType: check.contentType,
    sizeKB: Math.max(1, Math.round(args.bytes.length / 1024)),
  };
}

export async function readUpload(ctx: DataContext, region: Region, id: string): Promise<UploadRow> {
  const row = /^[A-Za-z0-9]{32}$/.test(id) ? await findUpload(ctx.dbs[region].db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'File not found.');
  return row;
}

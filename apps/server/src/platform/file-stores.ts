// The file stores of widget uploads, from the settings: S3 when S3_BUCKET is set, else local disk.
import { join } from 'node:path';
import type { Env } from '@parley/config/env';
import { createDiskFileStore } from '@parley/widget-files/infrastructure/disk-file-store';
import type { FileStores } from '@parley/widget-files/infrastructure/file-store';
import { createS3FileStore } from '@parley/widget-files/infrastructure/s3-file-store';

export function createFileStores(env: Env): FileStores {
  const disk = createDiskFileStore(env.FILES_DIR ?? join(env.DATA_DIR, 'files'));
  if (!env.S3_BUCKET) return { write: disk, byKind: { disk } };
  const s3 = createS3FileStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    prefix: env.S3_PREFIX,
  });
  // Files written to disk before S3 was configured stay readable.
  return { write: s3, byKind: { disk, s3 } };
}

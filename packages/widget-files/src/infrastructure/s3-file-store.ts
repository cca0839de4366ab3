// Files in S3 or any S3-compatible storage (MinIO, Ceph, R2, …) through the official client.
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type FileStore, SAFE_KEY } from './file-store';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset = AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's usual credential chain (instance role, shared config). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Folder inside the bucket. */
  prefix: string;
}

const missing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const keyOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe file key ${key}`);
    return `${settings.prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: contentType,
          // R-WUP-6: public caching for a year; the object itself stays private to the bucket.
          CacheControl: 'public, max-age=31536000',
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
        return (out.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
    },
  };
}

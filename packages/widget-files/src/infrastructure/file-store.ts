// Where visitor files' bytes live: the database keeps only their metadata (widget_files).
import type { Readable } from 'node:stream';

export type StorageKind = 'disk' | 's3';

export interface FileStore {
  readonly kind: StorageKind;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when it is gone. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** The store new files go to, and every configured store by kind (older files stay where they were put). */
export interface FileStores {
  write: FileStore;
  byKind: Partial<Record<StorageKind, FileStore>>;
}

/** Keys are built by us from validated ids only: `{region}/{agentId}/{fileId}`. */
export const SAFE_KEY = /^[a-z]{2}\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9]{32}$/;

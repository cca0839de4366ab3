// Files on local disk under FILES_DIR (DATA_DIR/files by default). Written to a temporary name first
// and renamed, so a reader never sees half a file.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { randomId } from '@parley/kernel/ids';
import { type FileStore, SAFE_KEY } from './file-store';

export function createDiskFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, key));
    if (!SAFE_KEY.test(key) || !path.startsWith(base + sep)) throw new Error(`unsafe file key ${key}`);
    return path;
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomId(8)}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
    },
    async get(key): Promise<Readable | null> {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

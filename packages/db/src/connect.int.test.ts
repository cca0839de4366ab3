import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openRegionDatabase } from './connect';
import { accounts } from './schema';

describe('embedded PGlite storage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-persist-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('migrates, loads pgvector and keeps data across a restart', async () => {
    const first = await openRegionDatabase({ region: 'eu', dataDir: join(dir, 'eu') });
    expect(first.kind).toBe('pglite');
    expect(await first.hasVector()).toBe(true);
    await first.db
      .insert(accounts)
      .values({ id: 'acc1', email: 'keep@example.com', passwordHash: 'x', createdAt: 1 });
    await first.close();

    const second = await openRegionDatabase({ region: 'eu', dataDir: join(dir, 'eu') });
    const rows = await second.db.select().from(accounts);
    expect(rows.map((r) => r.email)).toEqual(['keep@example.com']);
    await second.close();
  });
});

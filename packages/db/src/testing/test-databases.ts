// Fresh, real databases for an integration test file: PGlite by default, PostgreSQL when
// TEST_DATABASE_URL points at a server (the test script starts one). Never a mock.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Region } from '@parley/kernel/regions';
import { createKeyring } from '@parley/kernel/sealed-secret';
import { inject } from 'vitest';
import { once, openRegionDatabase, pgliteDatabase, type RegionDatabase } from '../connect';
import type { DataContext } from '../context';
import { pgliteExtensions } from '../pglite-extensions';
import type { RegionDatabases } from '../regions';

export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

async function pgliteFromTemplate(region: Region): Promise<RegionDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = await pgliteExtensions();
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return pgliteDatabase(region, await PGlite.create({ loadDataDir: template, extensions }));
}

/** A new, empty database on the PostgreSQL server at baseUrl; drop() removes it (connections included). */
export async function createScratchDatabase(baseUrl: string, label: string) {
  const { default: pg } = await import('pg');
  const name = `parley_test_${label}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function freshPostgres(region: Region, baseUrl: string): Promise<RegionDatabase> {
  const scratch = await createScratchDatabase(baseUrl, region);
  const opened = await openRegionDatabase({ region, url: scratch.url });
  return {
    ...opened,
    close: once(async () => {
      await opened.close();
      await scratch.drop();
    }),
  };
}

export async function openTestDatabases(): Promise<RegionDatabases> {
  const url = process.env.TEST_DATABASE_URL;
  const open = (region: Region) => (url ? freshPostgres(region, url) : pgliteFromTemplate(region));
  const [eu, na] = await Promise.all([open('eu'), open('na')]);
  return { eu, na };
}

export async function createTestDataContext(): Promise<DataContext & { close(): Promise<void> }> {
  const dbs = await openTestDatabases();
  return {
    dbs,
    keyring: createKeyring(randomBytes(32)),
    close: async () => {
      await Promise.all([dbs.eu.close(), dbs.na.close()]);
    },
  };
}

// Opens one region's database: PGlite in-process (with pgvector) by default, real PostgreSQL by URL.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { Region } from '@parley/kernel/regions';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface RegionDatabase {
  region: Region;
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Run a plain SQL statement without parameters (health checks, test set-up). */
  exec(sqlText: string): Promise<void>;
  ping(): Promise<void>;
  hasVector(): Promise<boolean>;
  /**
   * LISTEN on a channel: `handler` gets each NOTIFY payload (sent with `pg_notify`, delivered at commit).
   * Resolves with the function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel names are identifiers; only plain ones are accepted. */
const assertChannel = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
};

/** Closing twice is harmless (tests close a database to simulate an outage, then clean up). */
export function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export interface OpenOptions {
  region: Region;
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string;
}

export async function openRegionDatabase(options: OpenOptions): Promise<RegionDatabase> {
  return options.url
    ? openPostgres(options.region, options.url)
    : openPglite(options.region, options.dataDir);
}

async function openPglite(region: Region, dataDir?: string): Promise<RegionDatabase> {
  const [{ PGlite }, extensions] = await Promise.all([import('@electric-sql/pglite'), pgliteExtensions()]);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(region, await PGlite.create(dataDir, { extensions }));
}

/** Wraps an open PGlite instance (with pgliteExtensions() loaded) and brings its schema up to date. */
export async function pgliteDatabase(region: Region, client: PGliteClient): Promise<RegionDatabase> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    region,
    kind: 'pglite',
    db: db as unknown as Database,
    exec: async (text) => {
      await client.exec(text);
    },
    ping: async () => {
      await client.query('select 1');
    },
    hasVector: async () =>
      (await client.query(`select 1 from pg_extension where extname = 'vector'`)).rows.length > 0,
    listen: async (channel, handler) => {
      assertChannel(channel);
      const stop = await client.listen(channel, handler);
      return async () => {
        // A closed database has no listeners left; UNLISTEN on it would only throw 'PGlite is closed'.
        if (client.closed) return;
        await stop();
      };
    },
    close: once(() => client.close()),
  };
}

async function openPostgres(region: Region, url: string): Promise<RegionDatabase> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const listeners = new Set<() => Promise<void>>();
  // An idle client whose server went away (restart, failover, a dropped test database) must not crash
  // the process: the pool drops it and the next query opens a fresh connection.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  // Several stateless servers may start at once against one database: serialise migrations.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(725001)');
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.query('select pg_advisory_unlock(725001)').catch(() => undefined);
    lock.release();
  }
  return {
    region,
    kind: 'postgres',
    db: db as unknown as Database,
    exec: async (text) => {
      await pool.query(text);
    },
    ping: async () => {
      await pool.query('select 1');
    },
    hasVector: async () =>
      (await pool.query(`select 1 from pg_extension where extname = 'vector'`)).rows.length > 0,
    listen: async (channel, handler) => {
      assertChannel(channel);
      // LISTEN needs a connection of its own, outside the pool; it reconnects if the server drops it.
      let stopped = false;
      let client: InstanceType<typeof pg.Client> | null = null;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) handler(n.payload);
        });
        c.on('error', () => undefined);
        c.on('end', () => {
          if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
        });
        await c.connect();
        await c.query(`LISTEN ${channel}`);
        client = c;
      };
      await connect();
      listeners.add(async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      });
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    close: once(async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    }),
  };
}

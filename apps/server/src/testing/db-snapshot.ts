// A fingerprint of every row a refused call could have written, in both regions: equal fingerprints
// before and after a call mean it wrote nothing.
import { createHash } from 'node:crypto';
import type { DataContext } from '@parley/db/context';
import { REGIONS } from '@parley/kernel/regions';
import { sql } from 'drizzle-orm';

const TABLES = [
  'accounts',
  'sessions',
  'workspaces',
  'workspace_invitations',
  'agencies',
  'agents',
  'agent_drafts',
  'organisations',
  'client_users',
  'client_sessions',
  'login_tokens',
  'credit_transfers',
  'kb_documents',
  'mail_outbox',
  'event_deliveries',
  'workspace_logs',
  'uploads',
  'notifications',
  'push_subscriptions',
  'account_settings',
] as const;

export async function snapshotRows(ctx: DataContext): Promise<string> {
  const hash = createHash('sha256');
  for (const region of REGIONS) {
    for (const table of TABLES) {
      const result = (await ctx.dbs[region].db.execute(
        sql.raw(`select * from "${table}" order by 1`),
      )) as unknown as {
        rows: unknown[];
      };
      hash.update(`${region}.${table}:${JSON.stringify(result.rows)}\n`);
    }
  }
  return hash.digest('hex');
}

/**
 * The fingerprint once background work started by earlier calls (a knowledge document being indexed, a
 * notification being delivered) has finished: two readings 100 ms apart agree (at most 5 s).
 */
export async function settledSnapshot(ctx: DataContext): Promise<string> {
  let last = await snapshotRows(ctx);
  for (let i = 0; i < 50; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    const next = await snapshotRows(ctx);
    if (next === last) return next;
    last = next;
  }
  return last;
}

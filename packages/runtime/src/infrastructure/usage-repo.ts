// Drizzle writes for what a model reply costs: the usage log, the workspace debit and the agent's counter.
import type { Database } from '@parley/db/connect';
import { agents, usageLogs, workspaces } from '@parley/db/schema';
import { and, eq, gte, sql } from 'drizzle-orm';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export type UsageLogRow = typeof usageLogs.$inferInsert;

export async function insertUsageLog(db: Db, row: UsageLogRow): Promise<void> {
  await db.insert(usageLogs).values(row);
}

/** Debits unconditionally (a reply already made is paid for); returns false when the workspace is not here. */
export async function debitWorkspace(db: Db, uid: string, credits: number): Promise<boolean> {
  const rows = await db
    .update(workspaces)
    .set({ loadTokens: sql`${workspaces.loadTokens} - ${credits}` })
    .where(eq(workspaces.uid, uid))
    .returning({ uid: workspaces.uid });
  return rows.length > 0;
}

/** Debits only if the balance covers it, atomically; returns the new balance or null when short/absent. */
export async function debitWorkspaceIfCovered(db: Db, uid: string, credits: number): Promise<number | null> {
  const rows = await db
    .update(workspaces)
    .set({ loadTokens: sql`${workspaces.loadTokens} - ${credits}` })
    .where(and(eq(workspaces.uid, uid), gte(workspaces.loadTokens, credits)))
    .returning({ loadTokens: workspaces.loadTokens });
  return rows[0]?.loadTokens ?? null;
}

export async function findWorkspaceBalance(db: Db, uid: string): Promise<number | null> {
  const rows = await db
    .select({ loadTokens: workspaces.loadTokens })
    .from(workspaces)
    .where(eq(workspaces.uid, uid))
    .limit(1);
  return rows[0]?.loadTokens ?? null;
}

/** agent.doc.tokensUsage += credits, in place (the doc is merge-written elsewhere; this touches one key). */
export async function addAgentTokensUsage(db: Db, agentId: string, credits: number): Promise<void> {
  await db
    .update(agents)
    .set({
      doc: sql`jsonb_set(${agents.doc}, '{tokensUsage}', to_jsonb(coalesce((${agents.doc}->>'tokensUsage')::numeric, 0) + ${credits}))`,
    })
    .where(eq(agents.id, agentId));
}

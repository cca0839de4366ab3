// Seeds the demo workspace and agent on first start, and says how to sign in every start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { upsertAgent } from '@parley/agents/application/upsert-agent';
import { findTemplate } from '@parley/agents/domain/templates';
import type { DataContext } from '@parley/db/context';
import { workspaces } from '@parley/db/schema';
import { creditWorkspace } from '@parley/organisations/infrastructure/transfer-credits-repo';
import { signUp } from '@parley/workspaces/application/sign-up';
import { findAccountByEmail } from '@parley/workspaces/infrastructure/workspace-repo';
import { and, eq, sql } from 'drizzle-orm';

export const DEMO_AGENT_ID = 'parleyDemoAgent1';
/** The demo workspace starts with some credits so credit features (transfers to organisations) can be tried. */
export const DEMO_CREDITS = 1000;

interface SeedOptions {
  email: string;
  password?: string;
  dataDir: string;
}

/** The demo password is generated once and kept beside the data (never in the repository). */
function demoPassword(options: SeedOptions): string {
  if (options.password) return options.password;
  const file = join(options.dataDir, 'demo-password.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  const password = randomBytes(9).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * The demo workspace is for trying everything out (and the e2e journeys create many agents in it),
 * so it gets a generous custom plan instead of the defaults (R-WKS-17). An existing plan is kept.
 */
export const DEMO_PLAN_LIMITS = {
  maxAgents: 1000,
  maxClients: 1000,
  workspaceSeats: 18,
  maxConcurrentCalls: 10,
};

async function giveDemoPlan(ctx: DataContext, uid: string): Promise<void> {
  await ctx.dbs.eu.db
    .update(workspaces)
    .set({
      doc: sql`jsonb_set(${workspaces.doc}, '{internal}', coalesce(${workspaces.doc}->'internal', '{}'::jsonb) || ${JSON.stringify({ customPlan: { limits: DEMO_PLAN_LIMITS } })}::jsonb)`,
    })
    .where(and(eq(workspaces.uid, uid), sql`${workspaces.doc}->'internal'->'customPlan' is null`));
}

export async function seedDemo(
  ctx: DataContext,
  options: SeedOptions,
): Promise<{ email: string; password: string; created: boolean }> {
  const password = demoPassword(options);
  const existing = await findAccountByEmail(ctx.dbs.eu.db, options.email);
  if (existing) {
    await giveDemoPlan(ctx, existing.id);
    return { email: options.email, password, created: false };
  }
  const who = await signUp(ctx, { email: options.email, password, displayName: 'Demo Owner', region: 'eu' });
  await giveDemoPlan(ctx, who.workspace.uid);
  await creditWorkspace(ctx.dbs.eu.db, who.workspace.uid, DEMO_CREDITS);
  const principal = {
    kind: 'session' as const,
    accountId: who.accountId,
    email: who.email,
    workspaceUid: who.workspace.uid,
    region: who.region,
    accountRegion: who.region,
  };
  await upsertAgent(ctx, principal, {
    agentId: DEMO_AGENT_ID,
    region: 'eu',
    body: { title: 'Parley Demo Agent', description: 'Answers questions about Parley.' },
    template: findTemplate('customer-support')?.agent,
  });
  return { email: options.email, password, created: true };
}

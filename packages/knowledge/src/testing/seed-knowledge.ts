// Seed factories for knowledge tests: an owned agent, and one whose knowledge base holds indexed text.
import { upsertAgent } from '@parley/agents/application/upsert-agent';
import type { DataContext } from '@parley/db/context';
import { agents, workspaces } from '@parley/db/schema';
import { randomId } from '@parley/kernel/ids';
import type { Principal } from '@parley/workspaces/domain/principal';
import { eq, sql } from 'drizzle-orm';
import { createTextSource } from '../application/create-source';
import type { KnowledgeService } from '../application/knowledge-service';

export async function seedOwnedAgent(ctx: DataContext) {
  const owner: Principal = { kind: 'workspace-secret', workspaceUid: `ws${randomId(13)}`, region: 'eu' };
  const agentId = `agent${randomId(11)}`;
  await upsertAgent(ctx, owner, { agentId, body: { title: 'Knowledge tester' }, region: 'eu' });
  return { owner, agentId, region: 'eu' as const };
}

export async function seedAgentWithKnowledge(
  service: KnowledgeService,
  texts: { name: string; content: string }[],
) {
  const agent = await seedOwnedAgent(service.ctx);
  const ids: string[] = [];
  for (const t of texts)
    ids.push((await createTextSource(service, { ...agent, principal: agent.owner }, t)).id);
  await service.idle();
  return { ...agent, ids };
}

/** Writes a setting the agent API would refuse, to prove the knowledge base refuses it too. */
export async function forceMaxChunkSize(ctx: DataContext, agentId: string, value: number) {
  await ctx.dbs.eu.db
    .update(agents)
    .set({
      doc: sql`jsonb_set(${agents.doc}, '{vgOptions}', ${JSON.stringify({ maxChunkSize: value })}::jsonb)`,
    })
    .where(eq(agents.id, agentId));
}

/** A workspace row carrying a custom plan limit (only the fields the limit needs are real). */
export async function seedWorkspacePlanLimit(ctx: DataContext, uid: string, maxKbDocsCharCount: number) {
  await ctx.dbs.eu.db.insert(workspaces).values({
    uid,
    ownerID: uid,
    email: `${uid}@example.com`,
    workspaceName: 'Limited',
    workspaceSecretSealed: 'x',
    workspaceSecretDigest: `digest-${uid}`,
    location: 'eu',
    joinedAt: Date.now(),
    doc: { internal: { customPlan: { limits: { maxKbDocsCharCount } } } },
  });
}

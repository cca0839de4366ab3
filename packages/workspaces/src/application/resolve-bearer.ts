// REST calls authorise with the workspace secret, or an agent's SECRET_API_KEY (R-WKS-15, R-VER-14).
import type { DataContext } from '@parley/db/context';
import { agents } from '@parley/db/schema';
import { REGIONS } from '@parley/kernel/regions';
import { eq } from 'drizzle-orm';
import type { Principal } from '../domain/principal';
import { findWorkspaceBySecretDigest } from '../infrastructure/workspace-repo';

export async function resolveBearer(
  ctx: DataContext,
  authorization: string | undefined,
): Promise<Principal | null> {
  const match = authorization?.match(/^Bearer\s+(vg_[A-Za-z0-9]{20})$/);
  if (!match?.[1]) return null;
  const digest = ctx.keyring.digest(match[1]);
  for (const region of REGIONS) {
    const { db } = ctx.dbs[region];
    const workspace = await findWorkspaceBySecretDigest(db, digest);
    if (workspace) return { kind: 'workspace-secret', workspaceUid: workspace.uid, region };
    const agent = (
      await db.select({ id: agents.id }).from(agents).where(eq(agents.secretDigest, digest)).limit(1)
    )[0];
    if (agent) return { kind: 'agent-secret', agentId: agent.id, region };
  }
  return null;
}

// Who a team member is, as the visitor sees them (R-HND-4: the first name; R-WCV-4: the photo).
import type { AgentActor } from '@parley/agents/application/agent-access';
import type { DataContext } from '@parley/db/context';
import { accounts, clientUsers } from '@parley/db/schema';
import { eq } from 'drizzle-orm';

export interface TeamIdentity {
  /** 'account:<id>' or 'client:<id>' (an agency admin session: 'agency:<id>'). */
  id: string;
  name: string;
  photoURL: string | null;
}

export async function teamIdentityOf(ctx: DataContext, actor: AgentActor): Promise<TeamIdentity> {
  if (actor.kind === 'session') {
    const db = ctx.dbs[actor.accountRegion ?? actor.region].db;
    const [a] = await db
      .select({ name: accounts.displayName, photo: accounts.photoURL, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, actor.accountId))
      .limit(1);
    return {
      id: `account:${actor.accountId}`,
      name: a?.name || a?.email?.split('@')[0] || 'Team',
      photoURL: a?.photo ?? null,
    };
  }
  if (actor.kind === 'client') {
    if (actor.isAdmin)
      return { id: `agency:${actor.agencyUid}`, name: actor.name.replace(/ \(admin\)$/, ''), photoURL: null };
    const [c] = await ctx.dbs[actor.region].db
      .select({ name: clientUsers.name, photo: clientUsers.squarePhotoURL })
      .from(clientUsers)
      .where(eq(clientUsers.id, actor.clientId))
      .limit(1);
    return { id: `client:${actor.clientId}`, name: c?.name ?? actor.name, photoURL: c?.photo ?? null };
  }
  return {
    id: actor.kind === 'workspace-secret' ? `workspace:${actor.workspaceUid}` : `agent:${actor.agentId}`,
    name: 'Team',
    photoURL: null,
  };
}

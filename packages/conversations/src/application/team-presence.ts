// GET {api}/vg/{agentId}/safe-data (R-WCV-4, R-WCV-5, issue 6 "Presence"): the people who may answer an
// agent's visitors, as the widget may show them: first name, photo, online or not. Online first. Nothing
// else about them (no e-mails) leaves the server: the call is public.
import type { DataContext } from '@parley/db/context';
import { accountSettings, accounts, clientUsers, workspaces } from '@parley/db/schema';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { eq, inArray, sql } from 'drizzle-orm';
import { firstNameOf } from '../domain/handoff-state';

export interface SafeOrgUser {
  name: string;
  squarePhotoURL: string | null;
  status: 'online' | 'offline';
}

export async function teamPresence(
  ctx: DataContext,
  agent: { id: string; ownerID: string; region: Region },
): Promise<SafeOrgUser[]> {
  const people: SafeOrgUser[] = [];
  const { db } = ctx.dbs[agent.region];
  const [ws] = await db
    .select({ emails: workspaces.workspaceEmails, ownerID: workspaces.ownerID })
    .from(workspaces)
    .where(eq(workspaces.uid, agent.ownerID))
    .limit(1);
  const emails = (ws?.emails ?? []).map((e) => e.toLowerCase());
  for (const region of REGIONS) {
    if (emails.length === 0) break;
    const rows = await ctx.dbs[region].db
      .select({
        name: accounts.displayName,
        email: accounts.email,
        photo: accounts.photoURL,
        status: accountSettings.status,
      })
      .from(accounts)
      .leftJoin(accountSettings, eq(accountSettings.accountId, accounts.id))
      .where(inArray(sql`lower(${accounts.email})`, emails));
    for (const r of rows) {
      people.push({
        name: firstNameOf(r.name || r.email.split('@')[0] || ''),
        squarePhotoURL: r.photo,
        status: r.status === 'online' ? 'online' : 'offline',
      });
    }
  }
  const clients = await db
    .select({ name: clientUsers.name, photo: clientUsers.squarePhotoURL, status: clientUsers.status })
    .from(clientUsers)
    .where(
      sql`${clientUsers.ownerID} = ${agent.ownerID} and ${clientUsers.widgetIDs} @> ${JSON.stringify([agent.id])}::jsonb`,
    );
  for (const c of clients) {
    people.push({
      name: firstNameOf(c.name),
      squarePhotoURL: c.photo,
      status: c.status === 'online' ? 'online' : 'offline',
    });
  }
  // Online first (R-WCV-4); the order is otherwise stable.
  return people
    .map((p, i) => ({ p, i }))
    .sort((a, b) => Number(b.p.status === 'online') - Number(a.p.status === 'online') || a.i - b.i)
    .map(({ p }) => p);
}

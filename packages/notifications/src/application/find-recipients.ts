// Who hears about a conversation of an agent: the agent's workspace people (owner and members, in
// either region) and the agency's client users who have the agent and may open its conversations,
// each with their settings (R-NTF-3, R-NTF-4).
import type { DataContext } from '@parley/db/context';
import { accountSettings, accounts, clientUsers, organisations, workspaces } from '@parley/db/schema';
import { REGIONS } from '@parley/kernel/regions';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { type NotificationSettings, settingsOf } from '../domain/notification-settings';
import type { RecipientRef } from '../domain/recipient';

export interface Recipient extends RecipientRef {
  email: string;
  name: string;
  settings: NotificationSettings;
}

const normalise = (email: string) => email.trim().toLowerCase();

async function findWorkspaceAnywhere(ctx: DataContext, uid: string) {
  for (const region of REGIONS) {
    const [row] = await ctx.dbs[region].db.select().from(workspaces).where(eq(workspaces.uid, uid)).limit(1);
    if (row) return row;
  }
  return null;
}

/**
 * The owner account, and every account (either region) whose e-mail is in workspaceEmails; the owner's
 * own address admits the owner account only (membership.ts canActFor), so a same-address account in
 * the other region is not told about conversations it cannot open.
 */
async function workspacePeople(ctx: DataContext, workspaceUid: string): Promise<Recipient[]> {
  const ws = await findWorkspaceAnywhere(ctx, workspaceUid);
  if (!ws) return [];
  const ownerEmail = normalise(ws.email);
  const memberEmails = [...new Set(ws.workspaceEmails.map(normalise))].filter((e) => e && e !== ownerEmail);
  const people: Recipient[] = [];
  for (const region of REGIONS) {
    const { db } = ctx.dbs[region];
    const rows = await db
      .select({
        id: accounts.id,
        email: accounts.email,
        name: accounts.displayName,
        settings: accountSettings,
      })
      .from(accounts)
      .leftJoin(accountSettings, eq(accountSettings.accountId, accounts.id))
      .where(
        memberEmails.length > 0
          ? or(eq(accounts.id, ws.ownerID), inArray(sql`lower(${accounts.email})`, memberEmails))
          : eq(accounts.id, ws.ownerID),
      );
    for (const row of rows) {
      people.push({
        kind: 'account',
        id: row.id,
        home: region,
        email: row.email,
        name: row.name,
        settings: settingsOf(row.settings),
      });
    }
  }
  return people;
}

/** Client users of the agency with the agent in widgetIDs, '/convos' in canAccess, access not disabled. */
async function clientPeople(ctx: DataContext, workspaceUid: string, agentId: string): Promise<Recipient[]> {
  const people: Recipient[] = [];
  for (const region of REGIONS) {
    const rows = await ctx.dbs[region].db
      .select({ client: clientUsers, orgDoc: organisations.doc })
      .from(clientUsers)
      .innerJoin(organisations, eq(organisations.id, clientUsers.orgId))
      .where(
        and(
          eq(clientUsers.ownerID, workspaceUid),
          sql`${clientUsers.widgetIDs} @> ${JSON.stringify([agentId])}::jsonb`,
        ),
      );
    for (const { client, orgDoc } of rows) {
      const disabled = (orgDoc.settings as { disableClientAccess?: unknown } | undefined)
        ?.disableClientAccess;
      const canOpenConvos = client.canAccess.some((p) => p.replace(/^\/+|\/+$/g, '') === 'convos');
      if (disabled === true || !canOpenConvos) continue;
      people.push({
        kind: 'client',
        id: client.id,
        home: region,
        email: client.email,
        name: client.name,
        settings: settingsOf(client.doc.notificationsSettings),
      });
    }
  }
  return people;
}

export async function findRecipients(
  ctx: DataContext,
  args: { workspaceUid: string; agentId: string },
): Promise<Recipient[]> {
  const [team, clients] = await Promise.all([
    workspacePeople(ctx, args.workspaceUid),
    clientPeople(ctx, args.workspaceUid, args.agentId),
  ]);
  return [...team, ...clients];
}

// Everything a workspace owns in one region, deleted in the caller's transaction. Agents take their
// conversations, knowledge, tools, drafts and backups along (foreign keys cascade); organisations take
// their clients, client sessions and login codes. Tables without a key to cascade on are cleared here.
import {
  agencies,
  agents,
  clientSessions,
  conversationTurns,
  creditTransfers,
  dashboardEvents,
  eventDeliveries,
  mailOutbox,
  notifications,
  organisations,
  sessions,
  uploads,
  usageLogs,
  workspaceInvitations,
  workspaceLogs,
  workspaces,
} from '@parley/db/schema';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from './workspace-repo';

export async function deleteWorkspaceData(tx: Tx, uid: string, options: { withRow: boolean }): Promise<void> {
  const agentIds = (await tx.select({ id: agents.id }).from(agents).where(eq(agents.ownerID, uid))).map(
    (a) => a.id,
  );
  if (agentIds.length > 0) {
    await tx.delete(conversationTurns).where(inArray(conversationTurns.agentId, agentIds));
    await tx.delete(dashboardEvents).where(inArray(dashboardEvents.agentId, agentIds));
  }
  await tx.delete(agents).where(eq(agents.ownerID, uid));
  await tx.delete(organisations).where(eq(organisations.ownerID, uid));
  await tx.delete(clientSessions).where(eq(clientSessions.agencyId, uid));
  await tx.delete(agencies).where(eq(agencies.id, uid));
  await tx.delete(dashboardEvents).where(eq(dashboardEvents.workspaceId, uid));
  await tx.delete(usageLogs).where(eq(usageLogs.workspaceId, uid));
  await tx.delete(creditTransfers).where(eq(creditTransfers.workspaceId, uid));
  await tx.delete(workspaceLogs).where(eq(workspaceLogs.workspaceId, uid));
  await tx.delete(eventDeliveries).where(eq(eventDeliveries.workspaceId, uid));
  await tx.delete(mailOutbox).where(eq(mailOutbox.workspaceId, uid));
  await tx.delete(notifications).where(eq(notifications.workspaceId, uid));
  await tx.delete(uploads).where(eq(uploads.owner, `workspace:${uid}`));
  // Sessions that had switched to it go back to their personal workspace.
  await tx
    .update(sessions)
    .set({ workspaceUid: null, workspaceRegion: null })
    .where(eq(sessions.workspaceUid, uid));
  if (options.withRow) {
    await tx.delete(workspaceInvitations).where(eq(workspaceInvitations.workspaceUid, uid));
    await tx.delete(workspaces).where(eq(workspaces.uid, uid));
  }
}

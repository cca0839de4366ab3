// emitWorkspaceEvent (R-EVT-2): queue a hook delivery when the workspace subscribed to the type.
// Pass the caller's transaction so the event is written with the change it reports, or not at all.
import type { DataContext } from '@parley/db/context';
import type { Region } from '@parley/kernel/regions';
import { isSubscribed } from '../domain/event-types';
import { type Db, insertDelivery } from '../infrastructure/delivery-repo';
import { findHookWorkspace } from '../infrastructure/workspace-doc-repo';

export interface WorkspaceEvent {
  region: Region;
  workspaceId: string;
  type: string;
  payload: Record<string, unknown>;
}

export async function emitWorkspaceEvent(
  ctx: Pick<DataContext, 'dbs'>,
  event: WorkspaceEvent,
  tx?: Db,
): Promise<{ queued: boolean; id?: number }> {
  const db = tx ?? ctx.dbs[event.region].db;
  const workspace = await findHookWorkspace(db, event.workspaceId);
  if (!workspace || !isSubscribed(workspace.events, event.type)) return { queued: false };
  const now = Date.now();
  const row = await insertDelivery(db, {
    workspaceId: event.workspaceId,
    type: event.type,
    payload: event.payload,
    endpoint: String(workspace.events.endpoint),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  });
  return { queued: true, id: row.id };
}

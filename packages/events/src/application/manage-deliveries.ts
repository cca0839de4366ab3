// The Events page's delivery actions: list, retry one now, and send a test event now.
import { AppError } from '@parley/kernel/errors';
import { EVENT_MESSAGES } from '@parley/messages/events';
import { TEST_EVENT_TYPE } from '../domain/event-types';
import {
  claimDelivery,
  type DeliveryRow,
  findDelivery,
  insertDelivery,
  listDeliveries,
} from '../infrastructure/delivery-repo';
import { findHookWorkspace } from '../infrastructure/workspace-doc-repo';
import { attemptDelivery } from './attempt-delivery';
import { type HookDeps, hookTimings } from './hook-deps';
import type { WorkspaceRef } from './hook-settings';

export interface DeliveryView {
  id: number;
  type: string;
  endpoint: string;
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: number;
  deliveredAt: number | null;
  nextAttemptAt: number | null;
  payload: Record<string, unknown>;
}

export const toDeliveryView = (row: DeliveryRow): DeliveryView => ({
  id: row.id,
  type: row.type,
  endpoint: row.endpoint,
  status: row.status,
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  createdAt: row.createdAt,
  deliveredAt: row.deliveredAt,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
  payload: row.payload,
});

export async function listWorkspaceDeliveries(
  deps: Pick<HookDeps, 'ctx'>,
  ref: WorkspaceRef,
  limit = 50,
): Promise<DeliveryView[]> {
  return (await listDeliveries(deps.ctx.dbs[ref.region].db, ref.workspaceUid, limit)).map(toDeliveryView);
}

/** Retry now: one immediate attempt of a pending or failed delivery (a failed one stays failed if it fails). */
export async function retryDelivery(deps: HookDeps, ref: WorkspaceRef, id: number): Promise<DeliveryView> {
  const { db } = deps.ctx.dbs[ref.region];
  const { leaseMs, now } = hookTimings(deps);
  const existing = await findDelivery(db, ref.workspaceUid, id);
  if (!existing) throw new AppError('NOT_FOUND', EVENT_MESSAGES.deliveryNotFound);
  if (existing.status === 'delivered') throw new AppError('CONFLICT', EVENT_MESSAGES.deliveryDone);
  const claimed = await claimDelivery(db, { workspaceId: ref.workspaceUid, id, nowMs: now(), leaseMs });
  if (!claimed) throw new AppError('CONFLICT', EVENT_MESSAGES.deliveryDone);
  // Retrying a failed delivery is one more try, not a new day of retries: a failure leaves it failed.
  // A pending one keeps its schedule.
  const mode = existing.status === 'failed' ? 'once' : 'scheduled';
  return toDeliveryView(await attemptDelivery(deps, ref.region, claimed, mode));
}

/** 'Send test event': queued like any event, whatever the subscriptions, and tried at once. */
export async function sendTestEvent(deps: HookDeps, ref: WorkspaceRef): Promise<DeliveryView> {
  const { db } = deps.ctx.dbs[ref.region];
  const { leaseMs, now } = hookTimings(deps);
  const workspace = await findHookWorkspace(db, ref.workspaceUid);
  if (!workspace) throw new AppError('NOT_FOUND', EVENT_MESSAGES.workspaceNotFound);
  if (!workspace.events.endpoint) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.noEndpoint);
  const at = now();
  const row = await insertDelivery(db, {
    workspaceId: ref.workspaceUid,
    type: TEST_EVENT_TYPE,
    payload: { message: 'This is a test event from Parley.', workspaceId: ref.workspaceUid },
    endpoint: String(workspace.events.endpoint),
    status: 'pending',
    attempts: 0,
    // Leased from the start so a poller does not pick it up while this call delivers it.
    nextAttemptAt: at + leaseMs,
    createdAt: at,
  });
  return toDeliveryView(await attemptDelivery(deps, ref.region, row, 'once'));
}

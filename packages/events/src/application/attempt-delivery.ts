// One attempt at a claimed delivery: sign, POST, then record delivered / retry later / failed
// (R-EVT-2, R-EVT-3). A failure after the last attempt mails every member of the workspace.

import type { Region } from '@parley/kernel/regions';
import { unixSeconds } from '@parley/kernel/time';
import { nextAttemptAt } from '../domain/backoff';
import { SIGNATURE_HEADER, signatureHeader } from '../domain/event-signature';
import { TEST_EVENT_TYPE } from '../domain/event-types';
import { type DeliveryRow, updateDelivery } from '../infrastructure/delivery-repo';
import { postHook } from '../infrastructure/post-hook';
import { findHookWorkspace } from '../infrastructure/workspace-doc-repo';
import { type HookDeps, hookTimings } from './hook-deps';
import { mailHookFailure } from './mail-hook-failure';

/** The request body: what the spec sends, less the workspace secret (see docs/spec-deviations.md). */
export function hookBody(row: Pick<DeliveryRow, 'type' | 'payload' | 'createdAt'>): string {
  return JSON.stringify({
    type: row.type,
    payload: row.payload,
    createdAt: unixSeconds(new Date(row.createdAt)),
  });
}

/**
 * 'scheduled': a failure is retried on the backoff schedule, and the last one mails the members.
 * 'once': one try on request (retry button, test event); a failure is only recorded.
 */
export async function attemptDelivery(
  deps: HookDeps,
  region: Region,
  row: DeliveryRow,
  mode: 'scheduled' | 'once' = row.type === TEST_EVENT_TYPE ? 'once' : 'scheduled',
): Promise<DeliveryRow> {
  const { db } = deps.ctx.dbs[region];
  const { timeoutMs, backoff, now } = hookTimings(deps);
  const workspace = await findHookWorkspace(db, row.workspaceId);
  const sealed = workspace?.events.signingSecretSealed;
  const attempts = row.attempts + 1;

  const outcome = !sealed
    ? { ok: false as const, status: null, error: 'The workspace has no signing secret.' }
    : await (async () => {
        const body = hookBody(row);
        const timestamp = unixSeconds(new Date(now()));
        return postHook(
          {
            url: row.endpoint,
            body,
            headers: {
              [SIGNATURE_HEADER]: signatureHeader(deps.ctx.keyring.open(sealed), timestamp, body),
              'parley-event-id': String(row.id),
              'parley-event-type': row.type,
            },
          },
          { timeoutMs, allowPrivateNetwork: deps.allowPrivateNetwork },
        );
      })();

  const at = now();
  let patch: Partial<DeliveryRow>;
  if (outcome.ok) {
    patch = { status: 'delivered', attempts, lastStatus: outcome.status, lastError: null, deliveredAt: at };
  } else {
    const next = mode === 'once' ? null : nextAttemptAt(attempts, at, backoff);
    patch = {
      status: next === null ? 'failed' : 'pending',
      attempts,
      lastStatus: outcome.status,
      lastError: outcome.error.slice(0, 500),
      ...(next !== null && { nextAttemptAt: next }),
    };
  }
  await updateDelivery(db, row.id, patch);
  const updated = { ...row, ...patch };
  if (patch.status === 'failed' && mode === 'scheduled' && workspace) {
    await mailHookFailure(deps, region, workspace, updated);
  }
  return updated;
}

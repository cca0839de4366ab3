// R-EVT-4: every change to a client user is reported to the agency's event hook as client_created,
// written in the same transaction as the change (so a rolled-back change reports nothing).
import type { DataContext } from '@parley/db/context';
import { emitWorkspaceEvent } from '@parley/events/application/emit-workspace-event';
import type { ClientEventPayload } from '@parley/events/domain/event-types';
import type { Region } from '@parley/kernel/regions';
import type { Tx } from '../infrastructure/org-repo';

export function emitClientEvent(
  ctx: DataContext,
  tx: Tx,
  region: Region,
  org: { id: string; ownerID: string },
  client: { id: string; name: string; email: string },
  operation: ClientEventPayload['operation'],
) {
  const payload: ClientEventPayload = {
    organisationId: org.id,
    clientId: client.id,
    clientName: client.name,
    clientEmail: client.email,
    operation,
  };
  return emitWorkspaceEvent(
    ctx,
    { region, workspaceId: org.ownerID, type: 'client_created', payload: { ...payload } },
    tx,
  );
}

// saveAgentBackup(agentId, workspaceId?): snapshots the published agent into its version history (R-VER-10).
import type { TAgentBackup } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { unixSeconds } from '@parley/kernel/time';
import { workspaceOf as workspaceOfPrincipal } from '@parley/workspaces/domain/principal';
import { type AgentActor, actorOf, DESIGN_SECTIONS, NO_ACCESS_MESSAGE } from './agent-access';
import { type AgentRef, inAgentTransaction } from './require-managed-agent';
import { takeBackup } from './take-backup';

export async function saveAgentBackup(
  ctx: DataContext,
  principal: AgentActor,
  args: AgentRef & { workspaceId?: string },
): Promise<TAgentBackup> {
  // The spec's call also names the workspace: it must be the caller's own.
  if (
    args.workspaceId !== undefined &&
    args.workspaceId !== (principal.kind === 'client' ? principal.agencyUid : workspaceOfPrincipal(principal))
  ) {
    throw new AppError('FORBIDDEN', NO_ACCESS_MESSAGE);
  }
  return inAgentTransaction(ctx, principal, args, DESIGN_SECTIONS, (tx, row) =>
    takeBackup(tx, ctx, row, actorOf(principal), unixSeconds()),
  );
}

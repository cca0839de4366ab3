// getDraft: the published agent and the user's draft view of it (R-VER-12).
import type { TAgentDraftState } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import type { Principal } from '@parley/workspaces/domain/principal';
import { findDraft } from '../infrastructure/draft-repo';
import { draftStateOf } from './draft-state';
import { type AgentRef, requireManagedAgent } from './require-managed-agent';

export async function getDraftState(
  ctx: DataContext,
  principal: Principal,
  ref: AgentRef,
): Promise<TAgentDraftState> {
  const { region, row } = await requireManagedAgent(ctx, principal, ref);
  return draftStateOf(ctx, row, await findDraft(ctx.dbs[region].db, row.id));
}

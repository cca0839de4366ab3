// getDraft: the published agent and the user's draft view of it (R-VER-12).
import type { TAgentDraftState } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import { findDraft } from '../infrastructure/draft-repo';
import { type AgentActor, DESIGN_SECTIONS } from './agent-access';
import { draftStateOf } from './draft-state';
import { type AgentRef, requireManagedAgent } from './require-managed-agent';

export async function getDraftState(
  ctx: DataContext,
  principal: AgentActor,
  ref: AgentRef,
): Promise<TAgentDraftState> {
  const { region, row } = await requireManagedAgent(ctx, principal, ref, DESIGN_SECTIONS);
  return draftStateOf(ctx, row, await findDraft(ctx.dbs[region].db, row.id));
}

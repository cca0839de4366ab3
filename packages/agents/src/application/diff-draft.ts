// diffDraft: what Publish would change, for the Publish button's tooltip (R-VER-12).
import type { TAgentChange } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import { diffAgentDocs } from '../domain/agent-diff';
import type { AgentActor } from './agent-access';
import { getDraftState } from './read-draft';
import type { AgentRef } from './require-managed-agent';

export async function diffDraft(
  ctx: DataContext,
  principal: AgentActor,
  ref: AgentRef,
): Promise<{ changes: TAgentChange[] }> {
  const state = await getDraftState(ctx, principal, ref);
  return { changes: diffAgentDocs(state.published, state.draft) };
}

// The editors' view of an agent: published document, draft view and whether a draft is pending.
import type { TAgentDraftState } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import { isSameAgentVersion } from '../domain/agent-compare';
import { draftView } from '../domain/agent-draft';
import type { AgentRow } from '../infrastructure/agent-repo';
import type { DraftRow } from '../infrastructure/draft-repo';
import { toAgentDocument } from './agent-document';

export function draftStateOf(
  ctx: DataContext,
  row: AgentRow,
  draft: Pick<DraftRow, 'patch' | 'updatedAt'> | undefined,
): TAgentDraftState {
  const published = toAgentDocument(ctx, row);
  if (!draft) return { published, draft: published, hasDraft: false, draftUpdatedAt: null };
  const view = draftView(published, draft.patch);
  // A direct write can make the published agent catch up with the draft: then nothing is pending.
  const hasDraft = !isSameAgentVersion(published, view);
  return { published, draft: view, hasDraft, draftUpdatedAt: draft.updatedAt };
}

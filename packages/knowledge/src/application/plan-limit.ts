// The plan's maxKbDocsCharCount (workspace doc internal.customPlan.limits), counted over both regions.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { REGIONS } from '@parley/kernel/regions';
import { findWorkspace } from '@parley/workspaces/infrastructure/workspace-repo';
import { workspaceCharCount } from '../infrastructure/document-repo';

export const PLAN_MESSAGES = {
  charLimit: (limit: number) =>
    `This source would exceed your plan's knowledge base limit of ${limit.toLocaleString('en-US')} characters. Remove documents or upgrade your plan.`,
} as const;

export async function kbCharLimitOf(ctx: DataContext, workspaceId: string): Promise<number | null> {
  for (const region of REGIONS) {
    const ws = await findWorkspace(ctx.dbs[region].db, workspaceId);
    if (!ws) continue;
    const internal = ws.doc.internal as
      | { customPlan?: { limits?: { maxKbDocsCharCount?: unknown } } }
      | undefined;
    const limit = Number(internal?.customPlan?.limits?.maxKbDocsCharCount);
    return Number.isFinite(limit) && limit >= 0 ? limit : null;
  }
  return null;
}

/** Throws when adding `chars` (replacing document `replacing`, if any) would pass the plan's limit. */
export async function assertWithinCharLimit(
  ctx: DataContext,
  workspaceId: string,
  chars: number,
  replacing?: string,
): Promise<void> {
  const limit = await kbCharLimitOf(ctx, workspaceId);
  if (limit === null) return;
  let used = 0;
  for (const region of REGIONS) used += await workspaceCharCount(ctx.dbs[region].db, workspaceId, replacing);
  if (used + chars > limit) throw new AppError('FORBIDDEN', PLAN_MESSAGES.charLimit(limit));
}

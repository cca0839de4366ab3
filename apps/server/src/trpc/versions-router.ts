// Version history of an agent (R-VER-1..11): list, snapshot, revert and compare backups.

import { DESIGN_SECTIONS } from '@parley/agents/application/agent-access';
import { diffBackup } from '@parley/agents/application/diff-backup';
import { getAgentBackups, getLatestBackup } from '@parley/agents/application/read-backups';
import { revertToBackup } from '@parley/agents/application/revert-to-backup';
import { saveAgentBackup } from '@parley/agents/application/save-agent-backup';
import { ZAgentRef } from '@parley/contract/versions';
import { z } from 'zod';
import { actorFor, agentProcedure } from './agent-actor';
import { router } from './trpc';

const ZBackupId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const versionsRouter = router({
  getAgentBackups: agentProcedure
    .input(ZAgentRef)
    .query(async ({ ctx, input }) =>
      getAgentBackups(ctx.deps.ctx, await actorFor(ctx, input, DESIGN_SECTIONS), input),
    ),
  getLatestBackup: agentProcedure
    .input(ZAgentRef)
    .query(async ({ ctx, input }) =>
      getLatestBackup(ctx.deps.ctx, await actorFor(ctx, input, DESIGN_SECTIONS), input),
    ),
  saveAgentBackup: agentProcedure
    .input(ZAgentRef.extend({ workspaceId: z.string().min(1).max(64).optional() }))
    .mutation(async ({ ctx, input }) =>
      saveAgentBackup(ctx.deps.ctx, await actorFor(ctx, input, DESIGN_SECTIONS), input),
    ),
  revertToBackup: agentProcedure
    .input(ZAgentRef.extend({ backupId: ZBackupId }))
    .mutation(async ({ ctx, input }) =>
      revertToBackup(ctx.deps.ctx, await actorFor(ctx, input, DESIGN_SECTIONS), input),
    ),
  diffBackup: agentProcedure
    .input(ZAgentRef.extend({ backupId: ZBackupId, against: ZBackupId.optional() }))
    .query(async ({ ctx, input }) =>
      diffBackup(ctx.deps.ctx, await actorFor(ctx, input, DESIGN_SECTIONS), input),
    ),
});

// Version history of an agent (R-VER-1..11): list, snapshot, revert and compare backups.
import { diffBackup } from '@parley/agents/application/diff-backup';
import { getAgentBackups, getLatestBackup } from '@parley/agents/application/read-backups';
import { revertToBackup } from '@parley/agents/application/revert-to-backup';
import { saveAgentBackup } from '@parley/agents/application/save-agent-backup';
import { ZAgentRef } from '@parley/contract/versions';
import { z } from 'zod';
import { router, sessionProcedure } from './trpc';

const ZBackupId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const versionsRouter = router({
  getAgentBackups: sessionProcedure
    .input(ZAgentRef)
    .query(({ ctx, input }) => getAgentBackups(ctx.deps.ctx, ctx.principal, input)),
  getLatestBackup: sessionProcedure
    .input(ZAgentRef)
    .query(({ ctx, input }) => getLatestBackup(ctx.deps.ctx, ctx.principal, input)),
  saveAgentBackup: sessionProcedure
    .input(ZAgentRef.extend({ workspaceId: z.string().min(1).max(64).optional() }))
    .mutation(({ ctx, input }) => saveAgentBackup(ctx.deps.ctx, ctx.principal, input)),
  revertToBackup: sessionProcedure
    .input(ZAgentRef.extend({ backupId: ZBackupId }))
    .mutation(({ ctx, input }) => revertToBackup(ctx.deps.ctx, ctx.principal, input)),
  diffBackup: sessionProcedure
    .input(ZAgentRef.extend({ backupId: ZBackupId, against: ZBackupId.optional() }))
    .query(({ ctx, input }) => diffBackup(ctx.deps.ctx, ctx.principal, input)),
});

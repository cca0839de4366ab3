// Dashboard procedures of the workspace menu (R-SHL-9, R-WKS-*): list, switch, create, settings,
// members and invitations, leave, delete, the bearer secret and the outbox. Owner-only rules live in
// the use cases (packages/workspaces/src/application/workspace-access.ts).
import { ZRegion } from '@parley/contract/auth';
import { createWorkspace } from '@parley/workspaces/application/create-workspace';
import { deleteActiveWorkspace } from '@parley/workspaces/application/delete-workspace';
import { inviteMember } from '@parley/workspaces/application/invite-member';
import { listWorkspaces } from '@parley/workspaces/application/list-workspaces';
import {
  leaveWorkspace,
  removeMember,
  revokeInvitation,
} from '@parley/workspaces/application/manage-members';
import { switchWorkspace } from '@parley/workspaces/application/switch-workspace';
import { readWorkspaceSecret, updateWorkspace } from '@parley/workspaces/application/update-workspace';
import { listMembers } from '@parley/workspaces/application/workspace-members';
import { listWorkspaceOutbox, readWorkspaceMail } from '@parley/workspaces/application/workspace-outbox';
import { z } from 'zod';
import { router, sessionProcedure } from './trpc';

const ZWorkspaceUid = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid workspace id');
// Names are checked by the use case so the spec's own message (R-WKS-8) comes back.
const ZName = z.string().max(500);
const ZEmail = z.string().max(320);

export const workspacesRouter = router({
  list: sessionProcedure.query(({ ctx }) => listWorkspaces(ctx.deps.ctx, ctx.principal)),

  switch: sessionProcedure
    .input(z.object({ uid: ZWorkspaceUid, region: ZRegion }))
    .mutation(({ ctx, input }) => switchWorkspace(ctx.deps.ctx, ctx.principal, input)),

  create: sessionProcedure
    .input(z.object({ workspaceName: ZName, region: ZRegion }))
    .mutation(({ ctx, input }) => createWorkspace(ctx.deps.ctx, ctx.principal, input)),

  update: sessionProcedure
    .input(z.object({ workspaceName: ZName, workspacePhotoURL: z.string().max(2048).nullable().optional() }))
    .mutation(({ ctx, input }) => updateWorkspace(ctx.deps.ctx, ctx.principal, input)),

  members: sessionProcedure.query(({ ctx }) => listMembers(ctx.deps.ctx, ctx.principal)),

  invite: sessionProcedure
    .input(z.object({ email: ZEmail }))
    .mutation(({ ctx, input }) =>
      inviteMember(
        ctx.deps.ctx,
        { mailer: ctx.deps.mailer, publicUrl: ctx.deps.publicUrl },
        ctx.principal,
        input,
      ),
    ),

  revokeInvitation: sessionProcedure
    .input(z.object({ invitationId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) }))
    .mutation(({ ctx, input }) => revokeInvitation(ctx.deps.ctx, ctx.principal, input)),

  removeMember: sessionProcedure
    .input(z.object({ email: ZEmail }))
    .mutation(({ ctx, input }) => removeMember(ctx.deps.ctx, ctx.principal, input)),

  leave: sessionProcedure.mutation(({ ctx }) => leaveWorkspace(ctx.deps.ctx, ctx.principal)),

  delete: sessionProcedure
    .input(z.object({ confirmation: z.string().max(200) }))
    .mutation(({ ctx, input }) => deleteActiveWorkspace(ctx.deps.ctx, ctx.principal, input)),

  secret: sessionProcedure.query(async ({ ctx }) => ({
    workspaceSecret: await readWorkspaceSecret(ctx.deps.ctx, ctx.principal),
  })),

  outbox: sessionProcedure
    .input(
      z.object({
        limit: z.number().int().min(1).max(100).default(30),
        cursor: z
          .object({ eu: z.number().int().positive().optional(), na: z.number().int().positive().optional() })
          .optional(),
      }),
    )
    .query(({ ctx, input }) => listWorkspaceOutbox(ctx.deps.ctx, ctx.principal, input)),

  mail: sessionProcedure
    .input(z.object({ region: ZRegion, id: z.number().int().positive() }))
    .query(({ ctx, input }) => readWorkspaceMail(ctx.deps.ctx, ctx.principal, input)),
});

// Org admin procedures for the client dashboard (R-ORG-11, R-CSH-5): a signed-in client with isOrgAdmin
// edits its organisation's About and users. Anyone else: FORBIDDEN 'You are not an admin' (clients) or
// UNAUTHORIZED (no client session; workspace cookies never count).
import {
  ZOrgAdminAddUserInput,
  ZOrgAdminUpdateUserInput,
  ZUpdateOrgAboutInput,
} from '@parley/contract/org-admin';
import { getOrgAbout, updateOrgAbout } from '@parley/organisations/application/org-admin-about';
import { addOrgUser, listOrgUsers, updateOrgUser } from '@parley/organisations/application/org-admin-users';
import { clientProcedure, router } from './trpc';

export const orgAdminRouter = router({
  about: clientProcedure.query(({ ctx }) => getOrgAbout(ctx.deps.ctx, ctx.client)),
  updateAbout: clientProcedure
    .input(ZUpdateOrgAboutInput)
    .mutation(({ ctx, input }) => updateOrgAbout(ctx.deps.ctx, ctx.client, input)),
  users: clientProcedure.query(({ ctx }) => listOrgUsers(ctx.deps.ctx, ctx.client)),
  addUser: clientProcedure
    .input(ZOrgAdminAddUserInput)
    .mutation(({ ctx, input }) => addOrgUser(ctx.deps.ctx, ctx.client, input)),
  updateUser: clientProcedure
    .input(ZOrgAdminUpdateUserInput)
    .mutation(({ ctx, input }) => updateOrgUser(ctx.deps.ctx, ctx.client, input)),
});

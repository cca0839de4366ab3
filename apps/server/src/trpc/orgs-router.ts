// Organisations and their client users (R-ORG-*): owner procedures.
import {
  ZAddClientInput,
  ZCreateOrgInput,
  ZListOrgsInput,
  ZOrgRef,
  ZRemoveClientInput,
  ZUpdateClientInput,
  ZUpdateOrgInput,
} from '@parley/contract/organisations';
import { addClientUser } from '@parley/organisations/application/add-client-user';
import { createOrganisation } from '@parley/organisations/application/create-organisation';
import { getOrganisation } from '@parley/organisations/application/get-organisation';
import { listOrganisations } from '@parley/organisations/application/list-organisations';
import { sendClientLoginLink } from '@parley/organisations/application/login-links';
import { removeClientUser } from '@parley/organisations/application/remove-client-user';
import { updateClientUser } from '@parley/organisations/application/update-client-user';
import { updateOrganisation } from '@parley/organisations/application/update-organisation';
import { router, sessionProcedure } from './trpc';

export const orgsRouter = router({
  list: sessionProcedure
    .input(ZListOrgsInput)
    .query(({ ctx, input }) => listOrganisations(ctx.deps.ctx, ctx.principal, input ?? {})),
  get: sessionProcedure
    .input(ZOrgRef)
    .query(({ ctx, input }) => getOrganisation(ctx.deps.ctx, ctx.principal, input)),
  create: sessionProcedure
    .input(ZCreateOrgInput)
    .mutation(({ ctx, input }) => createOrganisation(ctx.deps.ctx, ctx.principal, input)),
  update: sessionProcedure
    .input(ZUpdateOrgInput)
    .mutation(({ ctx, input }) => updateOrganisation(ctx.deps.ctx, ctx.principal, input)),
  addClient: sessionProcedure
    .input(ZAddClientInput)
    .mutation(({ ctx, input }) => addClientUser(ctx.deps.ctx, ctx.principal, input)),
  updateClient: sessionProcedure
    .input(ZUpdateClientInput)
    .mutation(({ ctx, input }) => updateClientUser(ctx.deps.ctx, ctx.principal, input)),
  /** R-CLA-16: e-mail a client a one-tap sign-in link (validated once, R-CLA-6). */
  sendLoginLink: sessionProcedure.input(ZRemoveClientInput).mutation(({ ctx, input }) =>
    sendClientLoginLink(ctx.deps.ctx, ctx.deps.mailer, ctx.principal, {
      ...input,
      publicUrl: ctx.deps.publicUrl,
    }),
  ),
  removeClient: sessionProcedure
    .input(ZRemoveClientInput)
    .mutation(({ ctx, input }) => removeClientUser(ctx.deps.ctx, ctx.principal, input)),
});

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
  removeClient: sessionProcedure
    .input(ZRemoveClientInput)
    .mutation(({ ctx, input }) => removeClientUser(ctx.deps.ctx, ctx.principal, input)),
});

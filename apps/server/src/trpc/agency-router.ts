// The workspace's agency (R-AGY-3, R-AGY-7..11, R-AGY-20..22, R-CLA-14): settings, secret, sending domain;
// and the public face a client sign-in page reads.

import { toPublicAgency } from '@parley/agencies/application/agency-document';
import {
  addCustomDomain,
  getCustomDomain,
  removeCustomDomain,
  verifyCustomDomain,
} from '@parley/agencies/application/custom-domain';
import { locateAgency, locateAgencyByHost } from '@parley/agencies/application/find-agency';
import {
  getMyAgency,
  regenerateAgencySecret,
  revealAgencySecret,
  updateMyAgency,
} from '@parley/agencies/application/manage-agency';
import {
  addSendingDomain,
  deleteSendingDomain,
  getSendingDomain,
  verifySendingDomain,
} from '@parley/agencies/application/sending-domain';
import { ZAgencyPatch } from '@parley/contract/agencies';
import { z } from 'zod';
import { publicProcedure, router, sessionProcedure } from './trpc';

export const agencyRouter = router({
  /** R-AGY-22: the first load creates the agency ('Agency settings initialized'). */
  mine: sessionProcedure.query(({ ctx }) => getMyAgency(ctx.deps.ctx, ctx.principal)),
  update: sessionProcedure
    .input(ZAgencyPatch)
    .mutation(({ ctx, input }) => updateMyAgency(ctx.deps.ctx, ctx.principal, input)),
  secret: sessionProcedure.query(({ ctx }) => revealAgencySecret(ctx.deps.ctx, ctx.principal)),
  regenerateSecret: sessionProcedure.mutation(({ ctx }) =>
    regenerateAgencySecret(ctx.deps.ctx, ctx.principal),
  ),

  sendingDomain: sessionProcedure.query(({ ctx }) => getSendingDomain(ctx.deps.ctx, ctx.principal)),
  addSendingDomain: sessionProcedure
    .input(z.object({ domain: z.string().max(300) }))
    .mutation(({ ctx, input }) => addSendingDomain(ctx.deps.ctx, ctx.principal, input.domain)),
  verifySendingDomain: sessionProcedure.mutation(({ ctx }) =>
    verifySendingDomain(ctx.deps.ctx, ctx.deps.resolveTxt, ctx.principal),
  ),
  deleteSendingDomain: sessionProcedure.mutation(({ ctx }) =>
    deleteSendingDomain(ctx.deps.ctx, ctx.principal),
  ),

  customDomain: sessionProcedure.query(({ ctx }) => getCustomDomain(ctx.deps.ctx, ctx.principal)),
  addCustomDomain: sessionProcedure
    .input(z.object({ domain: z.string().max(300) }))
    .mutation(({ ctx, input }) =>
      addCustomDomain(ctx.deps.ctx, ctx.principal, input.domain, new URL(ctx.deps.publicUrl).hostname),
    ),
  verifyCustomDomain: sessionProcedure.mutation(({ ctx }) =>
    verifyCustomDomain(ctx.deps.ctx, ctx.deps.resolveTxt, ctx.principal),
  ),
  removeCustomDomain: sessionProcedure.mutation(({ ctx }) => removeCustomDomain(ctx.deps.ctx, ctx.principal)),

  /** What a client sign-in page shows: by agency id, else by the host the page was served on. */
  public: publicProcedure
    .input(z.object({ agencyId: z.string().max(64).optional(), host: z.string().max(253).optional() }))
    .query(async ({ ctx, input }) => {
      const found = input.agencyId
        ? await locateAgency(ctx.deps.ctx, input.agencyId)
        : input.host
          ? await locateAgencyByHost(ctx.deps.ctx, input.host)
          : undefined;
      return found ? toPublicAgency(found.row, found.region) : null;
    }),
});

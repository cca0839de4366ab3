// A signed-in client's own procedures (R-CLA-10..13, R-CSH-4..8): who it is and whether the blocking
// modal shows, its agents, its online status and its account.

import {
  listClientAgents,
  toggleClientStatus,
  updateClientAccount,
} from '@parley/organisations/application/client-self-service';
import { describeClientSession } from '@parley/organisations/application/client-sessions';
import { z } from 'zod';
import { activeClientProcedure, clientProcedure, publicProcedure, router } from './trpc';

export const clientAuthRouter = router({
  me: publicProcedure.query(async ({ ctx }) =>
    ctx.client ? describeClientSession(ctx.deps.ctx, ctx.client) : null,
  ),
  agents: activeClientProcedure.query(({ ctx }) => listClientAgents(ctx.deps.ctx, ctx.client)),
  /** R-CSH-4: each press toggles online ↔ offline. */
  toggleStatus: clientProcedure.mutation(({ ctx }) => toggleClientStatus(ctx.deps.ctx, ctx.client)),
  updateAccount: clientProcedure
    .input(
      z.object({
        name: z.string().max(200).optional(),
        email: z.string().max(320).optional(),
        squarePhotoURL: z.string().max(2048).nullable().optional(),
      }),
    )
    .mutation(({ ctx, input }) => updateClientAccount(ctx.deps.ctx, ctx.client, input)),
});

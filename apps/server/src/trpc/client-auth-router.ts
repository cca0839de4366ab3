// Client users' session (R-CLA-10..13, R-CLA-18): who is signed in and whether the blocking modal shows.
import { describeClientSession } from '@parley/organisations/application/client-sessions';
import { publicProcedure, router } from './trpc';

export const clientAuthRouter = router({
  me: publicProcedure.query(async ({ ctx }) =>
    ctx.client ? describeClientSession(ctx.deps.ctx, ctx.client) : null,
  ),
});

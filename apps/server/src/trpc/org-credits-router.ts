// Credit transfers between a workspace and its organisations (R-ORG-17..19).
import { ZCreditHistoryInput, ZTransferCreditsInput } from '@parley/contract/org-credits';
import { ZOrgRef } from '@parley/contract/organisations';
import { getCreditBalances } from '@parley/organisations/application/get-credit-balances';
import { listCreditTransfers } from '@parley/organisations/application/list-credit-transfers';
import { transferCredits } from '@parley/organisations/application/transfer-credits';
import { router, sessionProcedure } from './trpc';

export const orgCreditsRouter = router({
  transfer: sessionProcedure
    .input(ZTransferCreditsInput)
    .mutation(({ ctx, input }) => transferCredits(ctx.deps.ctx, ctx.principal, input)),
  history: sessionProcedure
    .input(ZCreditHistoryInput)
    .query(({ ctx, input }) => listCreditTransfers(ctx.deps.ctx, ctx.principal, input)),
  balances: sessionProcedure
    .input(ZOrgRef)
    .query(({ ctx, input }) => getCreditBalances(ctx.deps.ctx, ctx.principal, input)),
});

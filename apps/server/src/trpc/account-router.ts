// The signed-in person's account extras: onboarding (R-ONB-1), the double-account warning
// (R-SHL-7, R-SHL-8), and what the shell's billing button and pricing block need (R-SHL-3, -5, -11).
import { billingOverview } from '@parley/billing/application/billing-overview';
import { ZRegion } from '@parley/contract/auth';
import { ONBOARDING_MESSAGES } from '@parley/messages/onboarding';
import { doubleAccountState, hideDoubleAccountWarning } from '@parley/onboarding/application/double-account';
import { completeOnboarding } from '@parley/onboarding/application/onboarding';
import { needsOnboarding, TEAM_SIZES, USE_CASES } from '@parley/onboarding/domain/onboarding';
import { findWorkspace } from '@parley/workspaces/infrastructure/workspace-repo';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { router, sessionProcedure } from './trpc';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const accountRouter = router({
  summary: sessionProcedure.query(async ({ ctx }) => {
    const p = ctx.principal;
    const { db } = ctx.deps.ctx.dbs[p.region];
    const [personal, workspace, doubleAccount] = await Promise.all([
      findWorkspace(db, p.accountId),
      findWorkspace(db, p.workspaceUid),
      doubleAccountState(ctx.deps.ctx, p),
    ]);
    if (!workspace)
      throw new TRPCError({ code: 'NOT_FOUND', message: ONBOARDING_MESSAGES.workspaceNotFound });
    return {
      userId: p.accountId,
      region: p.region,
      needsOnboarding: needsOnboarding(personal?.doc),
      joinedAt: workspace.joinedAt,
      loadTokens: workspace.loadTokens,
      hasSubscription: Boolean(workspace.doc.stripeSubscriptionId),
      doubleAccount,
      branding: { showPricing: ctx.deps.env.SHOW_PRICING },
    };
  }),
  completeOnboarding: sessionProcedure
    .input(
      z.object({
        displayName: z.string().trim().min(1, ONBOARDING_MESSAGES.nameRequired).max(100),
        useCase: z.enum(values(USE_CASES)),
        teamSize: z.enum(values(TEAM_SIZES)),
        company: z.string().trim().max(120).optional(),
      }),
    )
    .mutation(({ ctx, input }) => completeOnboarding(ctx.deps.ctx, ctx.principal, input)),
  skipOnboarding: sessionProcedure.mutation(({ ctx }) =>
    completeOnboarding(ctx.deps.ctx, ctx.principal, null),
  ),
  hideDoubleAccountWarning: sessionProcedure
    .input(z.object({ userId: z.string().min(1).max(128), bucket: ZRegion }))
    .mutation(({ ctx, input }) => hideDoubleAccountWarning(ctx.deps.ctx, ctx.principal, input)),
  billing: sessionProcedure.query(({ ctx }) =>
    billingOverview(ctx.deps.ctx, { region: ctx.principal.region, workspaceUid: ctx.principal.workspaceUid }),
  ),
});

// The public site (R-MKT-*): header links, legal pages and pricing, for anyone.
import { findAgentRow } from '@parley/agents/infrastructure/agent-repo';
import { loadLegalPage } from '@parley/marketing/application/load-legal-page';
import { loadPricing } from '@parley/marketing/application/load-pricing';
import { z } from 'zod';
import { siteContentOf } from '../platform/hooks';
import { DEMO_AGENT_ID } from '../seed/seed-demo';
import { publicProcedure, router } from './trpc';

export const siteRouter = router({
  config: publicProcedure.query(async ({ ctx }) => {
    const { env } = ctx.deps;
    // The /demo page links the seeded demo agent only where it exists.
    const demo = env.SEED_DEMO
      ? await findAgentRow(ctx.deps.ctx.dbs.eu.db, DEMO_AGENT_ID).catch(() => null)
      : null;
    return {
      operatorName: env.OPERATOR_NAME,
      links: {
        affiliates: env.LINK_AFFILIATES_URL ?? null,
        docs: env.LINK_DOCS_URL ?? null,
        discord: env.LINK_DISCORD_URL ?? null,
      },
      demoAgent: demo ? { region: 'eu' as const, id: DEMO_AGENT_ID } : null,
    };
  }),
  legalPage: publicProcedure
    .input(z.object({ slug: z.string().max(40) }))
    .query(({ ctx, input }) => loadLegalPage(siteContentOf(ctx.deps), input.slug)),
  pricing: publicProcedure.query(({ ctx }) => loadPricing(siteContentOf(ctx.deps))),
});

// The dashboard's typed API. The dashboard imports only the AppRouter type.
import { findAccountById, findWorkspace } from '@parley/workspaces/infrastructure/workspace-repo';
import { accountRouter } from './account-router';
import { agentsRouter } from './agents-router';
import { analyticsRouter } from './analytics-router';
import { clientAuthRouter } from './client-auth-router';
import { conversationsRouter } from './conversations-router';
import { eventsRouter } from './events-router';
import { knowledgeRouter } from './knowledge-router';
import { orgCreditsRouter } from './org-credits-router';
import { orgsRouter } from './orgs-router';
import { siteRouter } from './site-router';
import { systemRouter } from './system-router';
import { toolsRouter } from './tools-router';
import { publicProcedure, router } from './trpc';
import { versionsRouter } from './versions-router';

export const appRouter = router({
  auth: router({
    me: publicProcedure.query(async ({ ctx }) => {
      const p = ctx.principal;
      if (p?.kind !== 'session') return null;
      const { db } = ctx.deps.ctx.dbs[p.region];
      const [account, workspace] = await Promise.all([
        findAccountById(db, p.accountId),
        findWorkspace(db, p.workspaceUid),
      ]);
      if (!account || !workspace) return null;
      return {
        account: { uid: account.id, email: account.email, displayName: account.displayName },
        workspace: { uid: workspace.uid, workspaceName: workspace.workspaceName, region: p.region },
      };
    }),
  }),
  agents: agentsRouter,
  conversations: conversationsRouter,
  system: systemRouter,
  tools: toolsRouter,
  kb: knowledgeRouter,
  versions: versionsRouter,
  analytics: analyticsRouter,
  orgs: orgsRouter,
  orgCredits: orgCreditsRouter,
  clientAuth: clientAuthRouter,
  account: accountRouter,
  events: eventsRouter,
  site: siteRouter,
});

export type AppRouter = typeof appRouter;

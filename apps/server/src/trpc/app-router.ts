// The dashboard's typed API. The dashboard imports only the AppRouter type.

import { accountRouter } from './account-router';
import { agencyRouter } from './agency-router';
import { agentsRouter } from './agents-router';
import { analyticsRouter } from './analytics-router';
import { readMe } from './auth-me';
import { clientAuthRouter } from './client-auth-router';
import { conversationsRouter } from './conversations-router';
import { eventsRouter } from './events-router';
import { knowledgeRouter } from './knowledge-router';
import { clientNotificationsRouter, notificationsRouter } from './notifications-router';
import { orgAdminRouter } from './org-admin-router';
import { orgCreditsRouter } from './org-credits-router';
import { orgsRouter } from './orgs-router';
import { siteRouter } from './site-router';
import { systemRouter } from './system-router';
import { toolsRouter } from './tools-router';
import { publicProcedure, router } from './trpc';
import { versionsRouter } from './versions-router';
import { widgetSettingsRouter } from './widget-settings-router';
import { workspacesRouter } from './workspaces-router';

export const appRouter = router({
  auth: router({
    me: publicProcedure.query(({ ctx }) => readMe(ctx.deps.ctx, ctx.principal)),
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
  agency: agencyRouter,
  workspaces: workspacesRouter,
  orgAdmin: orgAdminRouter,
  account: accountRouter,
  events: eventsRouter,
  site: siteRouter,
  widgetSettings: widgetSettingsRouter,
  notifications: notificationsRouter,
  clientNotifications: clientNotificationsRouter,
});

export type AppRouter = typeof appRouter;

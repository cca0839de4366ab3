// The route tree (code-based). Pages are lazy chunks so the first page (usually /login) stays light.
import { isRegion } from '@parley/kernel/regions';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { lazy } from 'react';
import { firstWidget, rememberedWidget } from '../client/selected-widget';
import { preferredView, showsClientDashboard } from '../client/view-preference';
import { type InboxSearch, parseInboxSearch } from '../conversations/inbox-search';
import type { TrpcOptions } from '../lib/trpc';
import type { JoinSearch } from '../workspaces/join-api';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcOptions;
}

/** The Conversations tab's filters (state, assignee, tag, rating, from, to, q) ride along too. */
export interface AgentPageSearch extends InboxSearch {
  /** R-AGC-13, R-APS-13: the debugger panel is open. */
  showDebugger?: boolean;
  /** R-APS-18: test mode; the debugger chat user is a super admin who sees debug messages. */
  test?: boolean;
  /** R-SRC-5: the settings sub-tab. */
  tab?: string;
  /** The conversation open on the Conversations tab (its userId). */
  conversation?: string;
  /** R-WSP-13: the knowledge document open on the Knowledge tab. */
  doc_id?: string;
}

const fetchMe = (context: RouterContext) =>
  context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions());
const fetchClientMe = (context: RouterContext) =>
  context.queryClient.ensureQueryData(context.trpc.clientAuth.me.queryOptions());

/** Pages a client user may open inside /app/{region}: its agents' pages (R-CSH-2, R-APS-4). */
const CLIENT_APP_PATH = /^\/app\/(eu|na)\/?($|agents\/[^/]+(\/|$))/;

const PublicNotFound = lazy(() =>
  import('../public/public-layout').then((m) => ({ default: m.PublicNotFound })),
);

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: PublicNotFound,
});

/** R-MKT-1: the public pages share the marketing header and the product footer. */
const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_public',
  component: lazyRouteComponent(() => import('../public/public-layout'), 'PublicLayout'),
});

/** / is the landing page for visitors; signed-in users go straight to their agents. */
/**
 * An agency's own domain (R-CSH, R-DOM) serves its client dashboard: its root and /login open the client
 * sign-in (or the signed-in client's dashboard), never Parley's public site or workspace sign-in.
 */
async function sendAgencyHostToClients(context: RouterContext): Promise<void> {
  const agency = await context.queryClient.ensureQueryData(
    context.trpc.agency.public.queryOptions({ host: window.location.hostname }),
  );
  if (!agency) return;
  const client = await fetchClientMe(context);
  if (client) throw redirect({ to: '/app/$region', params: { region: client.region } });
  throw redirect({ to: '/client/login' });
}

const indexRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/',
  beforeLoad: async ({ context }) => {
    await sendAgencyHostToClients(context);
    const me = await fetchMe(context);
    if (me) throw redirect({ to: '/app/$region/agents', params: { region: me.workspace.region } });
  },
  component: lazyRouteComponent(() => import('../public/landing-page'), 'LandingPage'),
});

const pricingRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'pricing',
  component: lazyRouteComponent(() => import('../public/pricing-page'), 'PricingPage'),
});

/** R-MKT-5 */
const legalRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'legal/$page',
  component: lazyRouteComponent(() => import('../public/legal-page'), 'LegalPage'),
});

/** R-MKT-3: the product pages behind the alternative header. */
const productRoutes = [
  'landing2',
  'voice-agent',
  'chatbot',
  'whatsapp',
  'demo',
  'integrations',
  'get-free-plan',
].map((path) =>
  createRoute({
    getParentRoute: () => publicRoute,
    path,
    component: lazyRouteComponent(() => import('../public/product-page'), 'ProductPageRoute'),
  }),
);

/** R-ONB-1: the questions asked once after sign-up, for the workspace's region. */
const onboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'onboarding',
  validateSearch: (search: Record<string, unknown>): { region?: 'eu' | 'na' } =>
    isRegion(search.region) ? { region: search.region } : {},
  beforeLoad: async ({ context }) => {
    const me = await fetchMe(context);
    if (!me) throw redirect({ to: '/login' });
    const summary = await context.queryClient.ensureQueryData(context.trpc.account.summary.queryOptions());
    if (!summary.needsOnboarding) {
      throw redirect({ to: '/app/$region/agents', params: { region: me.workspace.region } });
    }
    return { me };
  },
  component: lazyRouteComponent(() => import('../onboarding/onboarding-page'), 'OnboardingPage'),
});

/** R-ONB-5: a one-time custom sign-in link. */
const tokenSignInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth/token',
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: lazyRouteComponent(() => import('../auth/token-page'), 'TokenSignInPage'),
});

/** Signed-in users skip the auth pages. */
const skipWhenSignedIn = async ({ context }: { context: RouterContext }) => {
  await sendAgencyHostToClients(context);
  const me = await fetchMe(context);
  if (me) throw redirect({ to: '/app/$region/agents', params: { region: me.workspace.region } });
};

/** ?email= fills the e-mail in (the join page leads here, R-WKS-6). */
const validateEmailSearch = (search: Record<string, unknown>): { email?: string } =>
  typeof search.email === 'string' && search.email.length <= 320 ? { email: search.email } : {};

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: validateEmailSearch,
  beforeLoad: skipWhenSignedIn,
  component: lazyRouteComponent(() => import('../auth/login-page'), 'LoginPage'),
});

const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'signup',
  validateSearch: validateEmailSearch,
  beforeLoad: skipWhenSignedIn,
  component: lazyRouteComponent(() => import('../auth/signup-page'), 'SignupPage'),
});

/** R-WKS-6: the invitation link; public, signed in or not. */
const joinRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'join',
  validateSearch: (search: Record<string, unknown>): JoinSearch => {
    const text = (v: unknown) => (typeof v === 'string' && v.length <= 320 ? v : undefined);
    return { workspace: text(search.workspace), token: text(search.token), email: text(search.email) };
  },
  component: lazyRouteComponent(() => import('../workspaces/join-page'), 'JoinPage'),
});

const notFoundRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '404',
  component: NotFoundPage,
});

/** R-CLA-*: client users sign in here (their agency's dashboard). */
const clientLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'client/login',
  component: lazyRouteComponent(() => import('../client/client-login-page'), 'ClientLoginPage'),
});

/**
 * /app/{region}/…: signed-in only, region eu or na. A client session (R-CLA) shows the client shell and
 * only its agents' pages. A browser holding both sessions (an agency owner previewing through the admin
 * link) shows the one signed into last; the agency-owner bar leads back (R-CSH-3).
 */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'app/$region',
  beforeLoad: async ({ context, params, location }) => {
    if (!isRegion(params.region)) throw redirect({ to: '/404', replace: true });
    const [me, client] = await Promise.all([fetchMe(context), fetchClientMe(context)]);
    if (client && showsClientDashboard(true, Boolean(me), preferredView())) {
      if (!CLIENT_APP_PATH.test(location.pathname))
        throw redirect({ to: '/app/$region', params: { region: params.region }, replace: true });
      return { me, client, region: params.region };
    }
    if (!me) throw redirect({ to: '/login' });
    // R-ONB-1: a profile that is not complete goes to onboarding first.
    const summary = await context.queryClient.ensureQueryData(context.trpc.account.summary.queryOptions());
    if (summary.needsOnboarding)
      throw redirect({ to: '/onboarding', search: { region: me.workspace.region } });
    return { me, client: null, region: params.region };
  },
  component: lazyRouteComponent(() => import('./shell-switch'), 'ShellSwitch'),
});

/** Workspace users land on their agents; a client on the first tab of its first agent (R-CLA-10). */
const appIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: async ({ context, params }) => {
    if (!context.client) throw redirect({ to: '/app/$region/agents', params, replace: true });
    if (context.client.blocked) return;
    const agents = await context.queryClient.ensureQueryData(context.trpc.clientAuth.agents.queryOptions());
    const first = firstWidget(agents, rememberedWidget());
    if (first)
      throw redirect({
        to: '/app/$region/agents/$agentId',
        params: { region: first.region, agentId: first.ID },
        replace: true,
      });
  },
  component: () => null,
});

/** R-AGY-1: the agency's white-label settings. */
const agencyRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'agency',
  component: lazyRouteComponent(() => import('../agency/agency-page'), 'AgencyPage'),
});

const agentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'agents',
  component: lazyRouteComponent(() => import('../agents/agents-page'), 'AgentsPage'),
});

/** R-WSP-9: the widgets list of the spec is the agents list. */
const widgetsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'widgets',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/app/$region/agents', params, replace: true });
  },
});

/** R-WSP-8..10: a widget's settings page address leads to its agent page. */
const widgetRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'widgets/$agentId',
  component: lazyRouteComponent(() => import('../widgets/widget-link-page'), 'WidgetLinkPage'),
});

/** R-SHL-3: the organisations (clients) of the workspace. */
const clientsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'clients',
  component: lazyRouteComponent(() => import('../orgs/clients-page'), 'ClientsPage'),
});

const orgRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'clients/$orgId',
  component: lazyRouteComponent(() => import('../orgs/org-page'), 'OrgPage'),
});

/** R-APS-1: the tab defaults to overview; for a client to Home (the agent page then corrects it to the client's first tab). */
const agentIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'agents/$agentId',
  beforeLoad: ({ params, search, context }) => {
    throw redirect({
      to: '/app/$region/agents/$agentId/$tab',
      params: { ...params, tab: context.client ? 'home' : 'overview' },
      search,
      replace: true,
    });
  },
});

const agentTabRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'agents/$agentId/$tab',
  validateSearch: (search: Record<string, unknown>): AgentPageSearch => {
    const out: AgentPageSearch = {};
    if (search.showDebugger === true || search.showDebugger === 'true') out.showDebugger = true;
    if (search.test === true || search.test === 'true') out.test = true;
    if (typeof search.tab === 'string' && /^[A-Za-z]{1,32}$/.test(search.tab)) out.tab = search.tab;
    const c = search.conversation;
    if (typeof c === 'string' || typeof c === 'number') out.conversation = String(c);
    if (typeof search.doc_id === 'string' && search.doc_id) out.doc_id = search.doc_id;
    Object.assign(out, parseInboxSearch(search));
    return out;
  },
  component: lazyRouteComponent(() => import('../agents/agent-page'), 'AgentPage'),
});

/** R-EVT-1..3, R-SHL-3: hook settings, deliveries and the workspace log. */
const eventsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'events',
  component: lazyRouteComponent(() => import('../events/events-page'), 'EventsPage'),
});

/** R-SHL-3: the Billing / Upgrade Plan target. */
const billingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'account/billing',
  component: lazyRouteComponent(() => import('../billing/billing-page'), 'BillingPage'),
});

/** R-WSP-6: the prototype page, public like the widget it shows. */
/** The workspace's sent mail (owner only; the workspace menu links it). */
const outboxRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'outbox',
  component: lazyRouteComponent(() => import('../workspaces/outbox-page'), 'OutboxPage'),
});

const prototypeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'app/$region/prototype',
  component: lazyRouteComponent(() => import('../prototype/public-agent-page'), 'PublicAgentRoute'),
});

/** R-WSP-7: the demo page. */
const demoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'app/$region/demo/$agentId/$page',
  component: lazyRouteComponent(() => import('../prototype/public-agent-page'), 'PublicAgentRoute'),
});

/** R-WSP-6: the prototype page as an agency's verified domain serves it ({domain}/{region}/prototype/{id}). */
const agencyPrototypeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$region/prototype/$agentId',
  component: lazyRouteComponent(() => import('../prototype/public-agent-page'), 'PublicAgentRoute'),
});

/** R-APS-16: /share paths show the agent without navigation (the public chat, never dashboard data). */
const shareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'share/$region/agents/$agentId',
  component: lazyRouteComponent(() => import('../prototype/public-agent-page'), 'PublicAgentRoute'),
});

const routeTree = rootRoute.addChildren([
  prototypeRoute,
  agencyPrototypeRoute,
  demoRoute,
  shareRoute,
  publicRoute.addChildren([indexRoute, pricingRoute, legalRoute, ...productRoutes, notFoundRoute]),
  loginRoute,
  signupRoute,
  clientLoginRoute,
  joinRoute,
  onboardingRoute,
  tokenSignInRoute,
  appRoute.addChildren([
    appIndexRoute,
    agencyRoute,
    agentsRoute,
    agentIndexRoute,
    agentTabRoute,
    widgetsRoute,
    widgetRoute,
    outboxRoute,
    clientsRoute,
    orgRoute,
    eventsRoute,
    billingRoute,
  ]),
]);

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Route data lives in TanStack Query; the router should not cache it a second time.
    defaultPreloadStaleTime: 0,
    // R-APS-14: pages start at the top on route change (resetScroll is on by default); back/forward restores.
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}

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
import type { TrpcOptions } from '../lib/trpc';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcOptions;
}

export interface AgentPageSearch {
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
const indexRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/',
  beforeLoad: async ({ context }) => {
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
  const me = await fetchMe(context);
  if (me) throw redirect({ to: '/app/$region/agents', params: { region: me.workspace.region } });
};

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  beforeLoad: skipWhenSignedIn,
  component: lazyRouteComponent(() => import('../auth/login-page'), 'LoginPage'),
});

const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'signup',
  beforeLoad: skipWhenSignedIn,
  component: lazyRouteComponent(() => import('../auth/signup-page'), 'SignupPage'),
});

const notFoundRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '404',
  component: NotFoundPage,
});

/** /app/{region}/…: signed-in only, region eu or na. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'app/$region',
  beforeLoad: async ({ context, params }) => {
    if (!isRegion(params.region)) throw redirect({ to: '/404', replace: true });
    const me = await fetchMe(context);
    if (!me) throw redirect({ to: '/login' });
    // R-ONB-1: a profile that is not complete goes to onboarding first.
    const summary = await context.queryClient.ensureQueryData(context.trpc.account.summary.queryOptions());
    if (summary.needsOnboarding)
      throw redirect({ to: '/onboarding', search: { region: me.workspace.region } });
    return { me, region: params.region };
  },
  component: lazyRouteComponent(() => import('../shell/app-layout'), 'AppLayout'),
});

const appIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/app/$region/agents', params, replace: true });
  },
});

const agentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'agents',
  component: lazyRouteComponent(() => import('../agents/agents-page'), 'AgentsPage'),
});

/** R-APS-1: the tab defaults to overview. */
const agentIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'agents/$agentId',
  beforeLoad: ({ params, search }) => {
    throw redirect({
      to: '/app/$region/agents/$agentId/$tab',
      params: { ...params, tab: 'overview' },
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

/** R-APS-16: /share paths show the agent without navigation (the public chat, never dashboard data). */
const shareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'share/$region/agents/$agentId',
  component: lazyRouteComponent(() => import('../prototype/public-agent-page'), 'PublicAgentRoute'),
});

const routeTree = rootRoute.addChildren([
  prototypeRoute,
  demoRoute,
  shareRoute,
  publicRoute.addChildren([indexRoute, pricingRoute, legalRoute, ...productRoutes, notFoundRoute]),
  loginRoute,
  signupRoute,
  onboardingRoute,
  tokenSignInRoute,
  appRoute.addChildren([
    appIndexRoute,
    agentsRoute,
    agentIndexRoute,
    agentTabRoute,
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

// An in-process server on fresh real databases, driven with fastify.inject (no sockets needed).
import { createTxtResolver } from '@parley/agencies/infrastructure/dns-txt';
import { mailFromOf, readEnv } from '@parley/config/env';
import { workspaces } from '@parley/db/schema';
import { createTestDataContext } from '@parley/db/testing/test-databases';
import { startLiveBus } from '@parley/live/live-bus';
import { createMailer } from '@parley/mail/infrastructure/create-mailer';
import type { WebPushSender } from '@parley/notifications/infrastructure/web-push-sender';
import type { RuntimePorts } from '@parley/runtime/domain/ports';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { webPushOf } from '../platform/web-push';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface TestServerOptions {
  /** Extra settings, e.g. OPENAI_BASE_URL of a local OpenAI-compatible server. */
  env?: Record<string, string>;
  /** Runtime ports bound to in-test functions (retrieval, tools). */
  ports?: Partial<RuntimePorts>;
  /** Web Push sender (tests of push delivery pass one trusting their local push service). */
  webPush?: WebPushSender;
}

export async function startTestServer(options: TestServerOptions = {}) {
  const env = readEnv({ NODE_ENV: 'test', ...options.env });
  const ctx = { ...(await createTestDataContext()), planDefaults: env.DEFAULT_WORKSPACE_LIMITS };
  const mailer = createMailer({ dbs: ctx.dbs, smtpUrl: env.SMTP_URL, from: mailFromOf(env) });
  const live = await startLiveBus(ctx.dbs);
  const app = await buildApp({
    ctx,
    env,
    publicUrl: 'http://localhost:3000',
    mailer,
    webPush: options.webPush ?? webPushOf(env),
    resolveTxt: createTxtResolver(env.DNS_SERVERS),
    live,
    ports: options.ports,
  });
  await app.ready();

  let counter = 0;
  /** A signed-up workspace owner with its session cookie and workspace secret. */
  async function seedWorkspaceOwner(
    overrides: {
      email?: string;
      region?: 'eu' | 'na';
      /** internal.customPlan.limits of the workspace, e.g. { maxAgents: 20 } for tests that need more than the defaults (R-WKS-17). */
      planLimits?: Record<string, number>;
    } = {},
  ) {
    counter += 1;
    const email = overrides.email ?? `owner${counter}-${Date.now()}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email,
        password: 'correct horse battery',
        displayName: `Owner ${counter}`,
        region: overrides.region,
      },
    });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
    const body = res.json() as { user: { uid: string }; workspace: { uid: string; workspaceSecret: string } };
    const cookie = res.cookies.find((c) => c.name === 'token');
    if (!cookie) throw new Error('no session cookie');
    if (overrides.planLimits) {
      await ctx.dbs[overrides.region ?? 'eu'].db
        .update(workspaces)
        .set({
          doc: sql`${workspaces.doc} || ${JSON.stringify({ internal: { customPlan: { limits: overrides.planLimits } } })}::jsonb`,
        })
        .where(eq(workspaces.uid, body.workspace.uid));
    }
    return { email, password: 'correct horse battery', cookie: `token=${cookie.value}`, ...body };
  }

  /** Calls a tRPC procedure the way the dashboard does (GET for queries, POST for mutations). */
  async function trpc<T = unknown>(
    kind: 'query' | 'mutation',
    path: string,
    input: unknown,
    cookie?: string,
  ) {
    const headers = cookie ? { cookie } : {};
    const res =
      kind === 'query'
        ? await app.inject({
            method: 'GET',
            url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
            headers,
          })
        : await app.inject({
            method: 'POST',
            url: `/api/trpc/${path}`,
            // A mutation without input still sends a JSON body, as the dashboard's client does.
            payload: input === undefined ? 'null' : JSON.stringify(input),
            headers: { ...headers, 'content-type': 'application/json' },
          });
    const body = res.json() as { result?: { data: T }; error?: { message: string; data: { code: string } } };
    return { status: res.statusCode, data: body.result?.data as T, error: body.error };
  }

  return {
    app,
    ctx,
    seedWorkspaceOwner,
    trpc,
    mailer,
    live,
    close: async () => {
      await app.close();
      await live.close();
      mailer.close();
      await ctx.close();
    },
  };
}

// Entry point: read settings, open both regional databases, migrate, seed, serve.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTxtResolver } from '@parley/agencies/infrastructure/dns-txt';
import { mailFromOf, publicUrlOf, readEnv } from '@parley/config/env';
import { startHandoffSweeper } from '@parley/conversations/application/sweep-handoffs';
import { closeRegionDatabases, openRegionDatabases } from '@parley/db/regions';
import { startEventPoller } from '@parley/events/application/deliver-due-events';
import { startKnowledgeScheduler } from '@parley/knowledge/application/knowledge-service';
import { startLiveBus } from '@parley/live/live-bus';
import { createMailer } from '@parley/mail/infrastructure/create-mailer';
import { buildApp } from './app';
import { hookDepsOf } from './platform/hooks';
import { loadKeyring } from './platform/keyring';
import { knowledgeOf } from './platform/knowledge';
import { webPushOf } from './platform/web-push';
import { seedDemo } from './seed/seed-demo';

const env = readEnv();
const publicUrl = publicUrlOf(env);
const started = performance.now();
const dbs = await openRegionDatabases({
  urls: { eu: env.DATABASE_URL_EU, na: env.DATABASE_URL_NA },
  dataDir: env.DATA_DIR,
});
const ctx = {
  dbs,
  keyring: loadKeyring({ secretKey: env.PARLEY_SECRET_KEY, dataDir: env.DATA_DIR }),
  planDefaults: env.DEFAULT_WORKSPACE_LIMITS,
};

const dashboard = fileURLToPath(new URL('../../dashboard/dist', import.meta.url));
const widget = fileURLToPath(new URL('../../widget/dist', import.meta.url));
const staticRoots = existsSync(dashboard) ? { dashboard, widget } : undefined;

const mailer = createMailer({
  dbs,
  smtpUrl: env.SMTP_URL,
  from: mailFromOf(env),
  onError: (err) => app.log.warn({ err }, 'mail delivery failed'),
});
const resolveTxt = createTxtResolver(env.DNS_SERVERS);
// Live updates between every server sharing these databases (LISTEN/NOTIFY).
const live = await startLiveBus(dbs, (err) => console.error('live bus handler failed', err));
const webPush = webPushOf(env, env.DATA_DIR);
const app = await buildApp(
  { ctx, env, publicUrl, mailer, webPush, resolveTxt, live, staticRoots },
  { level: env.LOG_LEVEL },
);
if (!staticRoots) app.log.warn('dashboard build not found: serving the API only (run npm run build)');

if (env.SEED_DEMO) {
  const demo = await seedDemo(ctx, {
    email: env.DEMO_EMAIL,
    password: env.DEMO_PASSWORD,
    dataDir: env.DATA_DIR,
  });
  app.log.info({ event: 'demo', email: demo.email, created: demo.created }, 'demo workspace ready');
  process.stdout.write(
    `\n  Demo workspace: sign in at ${publicUrl}/login\n    e-mail:   ${demo.email}\n    password: ${demo.password}\n\n`,
  );
}

await app.listen({ port: env.PORT, host: env.HOST });
// Resume documents left INITIALIZED/PENDING, then re-fetch due sources every KB_REFRESH_SWEEP_SECONDS.
const stopKnowledge = startKnowledgeScheduler(knowledgeOf({ ctx, env }), (err) =>
  app.log.error({ err }, 'knowledge sweep failed'),
);
// Event-hook deliveries (R-EVT-2): every server polls; rows are claimed so none is sent twice.
const stopEvents =
  env.EVENTS_POLL_SECONDS > 0
    ? startEventPoller(
        hookDepsOf({ ctx, env, publicUrl, mailer, webPush, resolveTxt }),
        env.EVENTS_POLL_SECONDS * 1000,
        (err) => app.log.error({ err }, 'event delivery round failed'),
      )
    : async () => undefined;
app.log.info(
  {
    event: 'ready',
    url: publicUrl,
    ms: Math.round(performance.now() - started),
    databases: { eu: dbs.eu.kind, na: dbs.na.kind },
  },
  'Parley is up',
);

// R-HND-6: requests waiting past their deadline go back to the AI on the server, not only in a browser.
const stopHandoffSweep = startHandoffSweeper(ctx, env.HANDOFF_SWEEP_SECONDS * 1000, (err) =>
  app.log.error({ err }, 'handoff sweep failed'),
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await stopKnowledge();
    await stopEvents();
    stopHandoffSweep();
    await live.close();
    mailer.close();
    await closeRegionDatabases(dbs);
    process.exit(0);
  });
}

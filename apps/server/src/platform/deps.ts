// What route and procedure handlers receive from the server's composition root.
import type { ResolveTxt } from '@parley/agencies/infrastructure/dns-txt';
import type { Env } from '@parley/config/env';
import type { DataContext } from '@parley/db/context';
import type { LiveBus } from '@parley/live/live-bus';
import type { Mailer } from '@parley/mail/domain/mail';
import type { WebPushSender } from '@parley/notifications/infrastructure/web-push-sender';
import type { RuntimePorts } from '@parley/runtime/domain/ports';

export interface ServerDeps {
  ctx: DataContext;
  env: Env;
  publicUrl: string;
  /** Outgoing mail: SMTP when configured, always recorded in the outbox. */
  mailer: Mailer;
  /** Web Push to people's browsers (VAPID keys from the environment or DATA_DIR). */
  webPush: WebPushSender;
  /** TXT look-ups for domain verification (DNS_SERVERS or the system resolver). */
  resolveTxt: ResolveTxt;
  /** Live updates across server processes (LISTEN/NOTIFY); absent in tests that need none. */
  live?: LiveBus;
  /** Folders of the built front ends; absent in API-only tests. */
  staticRoots?: { dashboard: string; widget: string };
  /** Runtime ports (knowledge retrieval, tools); unbound ones answer nothing (see runtime-ports.ts). */
  ports?: Partial<RuntimePorts>;
}

// What delivering notifications needs: the databases, the mailer, the push sender, and where links lead.
import type { DataContext } from '@parley/db/context';
import type { Mailer } from '@parley/mail/domain/mail';
import type { WebPushSender } from '../infrastructure/web-push-sender';

export interface NotifyDeps {
  ctx: DataContext;
  mailer: Mailer;
  webPush: WebPushSender;
  /** The dashboard's origin; e-mail links are publicUrl + urlPathname. */
  publicUrl: string;
  /** Tests drive time; defaults to Date.now. */
  now?: () => number;
  /** Where failures go (they are never thrown to the caller); defaults to one JSON line on stderr. */
  onError?: (error: unknown, context: Record<string, unknown>) => void;
}

export function reportError(deps: NotifyDeps, error: unknown, context: Record<string, unknown>): void {
  if (deps.onError) {
    deps.onError(error, context);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'notification delivery failed', err: message, ...context })}\n`,
  );
}

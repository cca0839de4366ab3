// What delivering hooks needs from the server: databases and keyring, the mailer, and the knobs
// tests turn (timings, private-network access).
import type { DataContext } from '@parley/db/context';
import type { Mailer } from '@parley/mail/domain/mail';
import { type BackoffPolicy, DEFAULT_BACKOFF } from '../domain/backoff';

export interface HookDeps {
  ctx: DataContext;
  mailer: Mailer;
  /** For the link in failure mails. */
  publicUrl: string;
  allowPrivateNetwork: boolean;
  timeoutMs?: number;
  backoff?: BackoffPolicy;
  /** How long a claimed delivery is reserved for the poller that claimed it. */
  leaseMs?: number;
  now?: () => number;
}

export const hookTimings = (deps: HookDeps) => ({
  timeoutMs: deps.timeoutMs ?? 10_000,
  backoff: deps.backoff ?? DEFAULT_BACKOFF,
  leaseMs: deps.leaseMs ?? 60_000,
  now: deps.now ?? Date.now,
});

// The poller (any server may run one): claims due deliveries in both regions and attempts them.
import { REGIONS } from '@parley/kernel/regions';
import { claimDueDeliveries } from '../infrastructure/delivery-repo';
import { attemptDelivery } from './attempt-delivery';
import { type HookDeps, hookTimings } from './hook-deps';

export async function deliverDueEvents(deps: HookDeps, limit = 20): Promise<{ attempted: number }> {
  const { leaseMs, now } = hookTimings(deps);
  let attempted = 0;
  for (const region of REGIONS) {
    const claimed = await claimDueDeliveries(deps.ctx.dbs[region].db, { nowMs: now(), leaseMs, limit });
    await Promise.all(claimed.map((row) => attemptDelivery(deps, region, row)));
    attempted += claimed.length;
  }
  return { attempted };
}

/** Runs deliverDueEvents every `intervalMs` (never two rounds at once); stop() waits for the round in flight. */
export function startEventPoller(
  deps: HookDeps,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let round: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    round = deliverDueEvents(deps)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
}

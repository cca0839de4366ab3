// R-HND-6: requests still waiting past their deadline go back to the AI even when nobody watches (the
// visitor closed the page). Any server may sweep: each conversation is timed out under its own row lock,
// and the state machine refuses a second timeout, so two servers never post the message twice.
import type { DataContext } from '@parley/db/context';
import { REGIONS } from '@parley/kernel/regions';
import { dueHandoffs } from '../infrastructure/handoff-repo';
import { changeHandoff } from './change-handoff';

export async function sweepDueHandoffs(ctx: DataContext, now = Date.now(), batch = 100): Promise<number> {
  let timedOut = 0;
  for (const region of REGIONS) {
    for (const due of await dueHandoffs(ctx.dbs[region].db, now, batch)) {
      const { outcome } = await changeHandoff(ctx, { region, ...due }, { type: 'timeout', now });
      if (outcome.changed) timedOut += 1;
    }
  }
  return timedOut;
}

export function startHandoffSweeper(ctx: DataContext, everyMs: number, onError: (err: unknown) => void) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepDueHandoffs(ctx)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

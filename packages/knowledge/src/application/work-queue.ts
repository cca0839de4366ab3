// A small in-process queue: jobs run after the request returns, at most `concurrency` at a time, one per key.
export interface WorkQueue {
  push(key: string, job: () => Promise<void>): void;
  /** Resolves when nothing is queued or running (tests, shutdown). */
  idle(): Promise<void>;
}

export function createWorkQueue(concurrency: number, onError: (err: unknown) => void): WorkQueue {
  const waiting: { key: string; job: () => Promise<void> }[] = [];
  const active = new Set<string>();
  let idleWaiters: (() => void)[] = [];

  const pump = () => {
    while (active.size < concurrency) {
      const index = waiting.findIndex((w) => !active.has(w.key));
      if (index < 0) break;
      const [next] = waiting.splice(index, 1);
      if (!next) break;
      const { key, job } = next;
      active.add(key);
      job()
        .catch(onError)
        .finally(() => {
          active.delete(key);
          pump();
        });
    }
    if (active.size === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  };

  return {
    push(key, job) {
      if (waiting.some((w) => w.key === key)) return;
      waiting.push({ key, job });
      queueMicrotask(pump);
    },
    idle: () =>
      active.size === 0 && waiting.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            idleWaiters.push(resolve);
          }),
  };
}

// A WebSocket client for tests: collects every message and waits for the ones a test expects.
import WebSocket from 'ws';

export interface TestSocket<M> {
  ws: WebSocket;
  received: M[];
  send(body: unknown): void;
  until(test: (m: M) => boolean, timeoutMs?: number): Promise<M>;
  close(): void;
}

export async function openTestSocket<M = { type: string; data?: unknown }>(
  url: string,
  headers: Record<string, string> = {},
): Promise<TestSocket<M>> {
  const ws = new WebSocket(url, { headers });
  const received: M[] = [];
  const waiters: Array<{ test: (m: M) => boolean; resolve: (m: M) => void }> = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as M;
    received.push(message);
    for (const w of [...waiters]) {
      if (w.test(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    send: (body) => ws.send(typeof body === 'string' ? body : JSON.stringify(body)),
    until(test, timeoutMs = 5000) {
      const found = received.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { test, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(
              new Error(
                `no matching message in ${timeoutMs} ms; got ${JSON.stringify(received).slice(0, 500)}`,
              ),
            );
          }
        }, timeoutMs).unref();
      });
    },
    close: () => ws.close(),
  };
}

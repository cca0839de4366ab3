// A real HTTP endpoint on 127.0.0.1 that records hook requests and answers with a chosen status.
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LocalHookReceiver {
  url: string;
  received: ReceivedHook[];
  /** The status the next requests are answered with (200 by default). */
  respondWith(status: number): void;
  close(): Promise<void>;
}

export async function startLocalHookReceiver(): Promise<LocalHookReceiver> {
  const received: ReceivedHook[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = status;
      res.end(status >= 300 ? 'receiver is down for maintenance' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks/parley`,
    received,
    respondWith: (next) => {
      status = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

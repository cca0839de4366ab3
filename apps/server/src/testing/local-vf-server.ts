// A local server speaking the external-flow dialogue API (Voiceflow Dialog Manager, POST /state/user/{userID}/interact).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VfScriptedReply {
  status?: number;
  /** The trace list answered with a 2xx status. */
  traces?: Array<{ type: string; payload?: unknown }>;
  /** Pause before answering, to let the caller time out. */
  delayMs?: number;
}

export interface VfRecordedRequest {
  path: string;
  authorization?: string;
  versionID?: string;
  body: { action?: { type: string; payload?: unknown }; config?: Record<string, unknown> };
}

const readBody = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as VfRecordedRequest['body'];
};

export async function startLocalVfServer(script: (request: VfRecordedRequest) => VfScriptedReply) {
  const requests: VfRecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !/^\/state\/user\/[^/]+\/interact$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    const header = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined);
    const request: VfRecordedRequest = {
      path: req.url ?? '',
      authorization: header('authorization'),
      versionID: header('versionid'),
      body: await readBody(req),
    };
    requests.push(request);
    const reply = script(request);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    const status = reply.status ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(status < 300 ? (reply.traces ?? []) : { message: 'scripted failure', code: status }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// A local server speaking the OpenAI chat-completions streaming protocol, for driving the real AI SDK client.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedReply {
  /** Content deltas, streamed in order. */
  text?: string[];
  /** Tool calls the model makes instead of (or after) text. */
  toolCalls?: Array<{ id: string; name: string; arguments: string }>;
  /** Pause before each chunk, to let a test cancel mid-stream. */
  delayMs?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** Answer with this HTTP status and no stream. */
  failStatus?: number;
}

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content?: unknown; tool_call_id?: string }>;
  tools?: Array<{ function: { name: string } }>;
  temperature?: number;
  max_tokens?: number;
}

const readBody = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatRequest;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startLocalOpenAIServer(
  script: (request: ChatRequest, callIndex: number) => ScriptedReply,
) {
  const requests: ChatRequest[] = [];
  let streamsClosedEarly = 0;
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody(req);
    requests.push(body);
    const reply = script(body, requests.length - 1);
    if (reply.failStatus) {
      res.writeHead(reply.failStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'scripted upstream failure', type: 'server_error' } }));
      return;
    }
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) {
        closed = true;
        streamsClosedEarly += 1;
      }
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (choice: object | null, extra: object = {}) => {
      const data = { id: 'chatcmpl-local', object: 'chat.completion.chunk', created: 1, model: body.model };
      res.write(`data: ${JSON.stringify({ ...data, choices: choice ? [choice] : [], ...extra })}\n\n`);
    };
    chunk({ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null });
    for (const text of reply.text ?? []) {
      if (reply.delayMs) await sleep(reply.delayMs);
      if (closed) return;
      chunk({ index: 0, delta: { content: text }, finish_reason: null });
    }
    (reply.toolCalls ?? []).forEach((call, index) => {
      chunk({
        index: 0,
        delta: {
          tool_calls: [
            {
              index,
              id: call.id,
              type: 'function',
              function: { name: call.name, arguments: call.arguments },
            },
          ],
        },
        finish_reason: null,
      });
    });
    chunk({ index: 0, delta: {}, finish_reason: reply.toolCalls?.length ? 'tool_calls' : 'stop' });
    const usage = reply.usage ?? { prompt_tokens: 10, completion_tokens: 5 };
    chunk(null, { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    streamsClosedEarly: () => streamsClosedEarly,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A local server speaking OpenAI's POST /v1/audio/transcriptions (multipart: file, model, language),
// answering a chosen text or status, and recording what it was sent.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedTranscription {
  authorization?: string;
  model: string | null;
  language: string | null;
  fileName: string;
  fileType: string;
  fileSize: number;
}

export async function startLocalSttServer(answer: { text?: string; status?: number } = { text: 'hello' }) {
  const received: ReceivedTranscription[] = [];
  let current = answer;
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body: Buffer.concat(chunks),
    }).formData();
    const file = form.get('file') as File;
    received.push({
      authorization: req.headers.authorization,
      model: form.get('model') as string | null,
      language: form.get('language') as string | null,
      fileName: file.name,
      fileType: file.type,
      fileSize: file.size,
    });
    if (current.status && current.status !== 200) {
      res
        .writeHead(current.status, { 'content-type': 'application/json' })
        .end('{"error":{"message":"boom"}}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ text: current.text ?? '' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    answerWith: (next: { text?: string; status?: number }) => {
      current = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

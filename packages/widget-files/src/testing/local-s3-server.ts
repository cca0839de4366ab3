// A small server speaking the part of the S3 protocol the file store uses (PUT, GET, HEAD, DELETE of
// objects, path-style), so the real @aws-sdk/client-s3 is exercised in tests. It checks that requests
// are signed with the expected access key.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl?: string;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** `aws-chunked` bodies: `{hex size}[;chunk-signature=…]\r\n{data}\r\n` … `0…\r\n{trailers}\r\n`. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

const xmlError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

export async function startLocalS3Server(options: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [bucket, ...rest] = url.pathname.slice(1).split('/');
    const key = decodeURIComponent(rest.join('/'));
    requests.push(`${req.method} ${url.pathname}`);
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256') || !auth.includes(`Credential=${options.accessKeyId}/`)) {
      res.writeHead(403, { 'content-type': 'application/xml' }).end(xmlError('AccessDenied'));
      return;
    }
    if (bucket !== options.bucket) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchBucket'));
      return;
    }
    if (req.method === 'PUT') {
      const raw = await readBody(req);
      const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked');
      objects.set(key, {
        body: chunked ? decodeAwsChunked(raw) : raw,
        contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        cacheControl: req.headers['cache-control'],
      });
      res.writeHead(200, { etag: '"local"' }).end();
      return;
    }
    const found = objects.get(key);
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    if (!found) {
      res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(req.method === 'HEAD' ? undefined : xmlError('NoSuchKey'));
      return;
    }
    res.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length });
    res.end(req.method === 'HEAD' ? undefined : found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A small local web site for crawl tests (node:http), with robots.txt and a sitemap; pages can be edited live.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalSite {
  url: string;
  pages: Map<string, string>;
  hits: string[];
  close(): Promise<void>;
}

export async function startLocalSite(pages: Record<string, string>): Promise<LocalSite> {
  const map = new Map(Object.entries(pages));
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    hits.push(path);
    const body = map.get(path);
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = path.endsWith('.xml')
      ? 'application/xml'
      : path.endsWith('.txt')
        ? 'text/plain'
        : 'text/html';
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pages: map,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const htmlPage = (title: string, body: string, links: string[] = []) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>${body}</p>${links
    .map((l) => `<a href="${l}">${l}</a>`)
    .join(' ')}<script>var ignored = "scriptword";</script></body></html>`;

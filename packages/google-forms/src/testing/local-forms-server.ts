// A local stand-in for the forms origin: serves the saved form page and records posted answers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SAMPLE_FORM_ID, sampleFormPage } from './sample-form';

export async function startLocalFormsServer(options: { rejectSubmissions?: boolean } = {}) {
  const submissions: URLSearchParams[] = [];
  const pageRequests: string[] = [];
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'GET' && path === `/forms/d/e/${SAMPLE_FORM_ID}/viewform`) {
      pageRequests.push(path);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(sampleFormPage());
      return;
    }
    if (req.method === 'GET' && path.endsWith('/viewform') && path.includes('PrivateForm')) {
      res.writeHead(302, { location: 'https://accounts.google.com/ServiceLogin' }).end();
      return;
    }
    if (req.method === 'POST' && path === `/forms/d/e/${SAMPLE_FORM_ID}/formResponse`) {
      let body = '';
      for await (const chunk of req) body += chunk;
      if (options.rejectSubmissions) {
        res.writeHead(400).end('Bad request');
        return;
      }
      submissions.push(new URLSearchParams(body));
      res.writeHead(200, { 'content-type': 'text/html' }).end('<div>Your response has been recorded.</div>');
      return;
    }
    res.writeHead(404).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    submissions,
    pageRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

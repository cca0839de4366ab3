// A customer's web site on another origin: a plain page that embeds the widget with one script tag.
import { createServer } from 'node:http';
import { handleFakeVoiceflow } from './fake-voiceflow.mjs';
import { handleWidgetFixtures } from './widget-fixtures.mjs';

const port = Number(process.argv[2] ?? 3211);
const clean = (s) => String(s).replace(/[^A-Za-z0-9_:/.-]/g, '');
/** A tiny event-hook receiver: POST /hooks records the request, GET /hooks/received lists them. */
const hooks = [];

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/health') return res.end('ok');
  if (handleFakeVoiceflow(req, res, url) || handleWidgetFixtures(req, res, url)) return;
  if (url.pathname === '/hooks' && req.method === 'POST') {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
    return;
  }
  if (url.pathname === '/hooks/received') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(hooks));
  }
  if (url.pathname === '/robots.txt') return res.end('User-agent: *\nDisallow: /private\n');
  if (url.pathname === '/docs/shipping') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    return res.end(
      '<!doctype html><html><head><title>Shipping</title></head><body><main><h1>Shipping</h1>' +
        '<p>Acme Bikes ships every frame within Europe in five working days.</p></main></body></html>',
    );
  }
  const agent = clean(url.searchParams.get('agent') ?? '');
  const server = clean(url.searchParams.get('server') ?? 'http://localhost:3210');
  const region = clean(url.searchParams.get('region') ?? 'eu');
  const layout = clean(url.searchParams.get('layout') ?? '');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Acme Bikes</title>
  <style>body{font-family:Georgia,serif;margin:40px;background:#fffbe6} button{all:unset} div{color:red}</style></head>
  <body>
    <h1>Acme Bikes</h1>
    <p>Hand-built bicycles since 1987.</p>
    <script src="${server}/embed.js" data-agent-id="${agent}" data-region="${region}"${layout ? ` data-layout="${layout}"` : ''} async></script>
  </body>
</html>`);
}).listen(port, '127.0.0.1');

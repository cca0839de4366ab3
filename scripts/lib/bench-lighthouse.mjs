// Issue 4: the host page's Lighthouse performance score with and without the widget's one tag (goal: at
// most 1 point lower). Lighthouse drives Debian's Chromium through chrome-launcher; nothing downloads.
import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;

/** A plain product page a customer might have; the widget tag is the only difference between the two. */
const page = (tag) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Bikes</title><meta name="description" content="Hand-built bicycles since 1987.">
<style>body{font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.5}</style>
</head><body><header><h1>Acme Bikes</h1></header><main>
${'<p>Hand-built bicycles since 1987. Every frame is brazed by hand in our workshop and ridden before it ships.</p>'.repeat(12)}
</main>${tag}</body></html>`;

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouseDelta({ serverBase, agentId, region = 'eu' }) {
  const tag = `<script src="${serverBase}/embed.js" data-agent-id="${agentId}" data-region="${region}" async></script>`;
  const host = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(req.url === '/with-widget' ? tag : ''));
  });
  await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${host.address().port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const score = async (path) => {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      return Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
    };
    const without = [];
    const withWidget = [];
    for (let i = 0; i < RUNS; i += 1) {
      without.push(await score('/'));
      withWidget.push(await score('/with-widget'));
    }
    return { without: median(without), withWidget: median(withWidget), runs: RUNS };
  } finally {
    await chrome.kill();
    host.close();
  }
}

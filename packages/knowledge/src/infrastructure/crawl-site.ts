// Fetches a URL source: one page, every page of a sitemap, or a same-site crawl, honouring robots.txt.
import { AppError } from '@parley/kernel/errors';
import { XMLParser } from 'fast-xml-parser';
import { parse as parseHtml } from 'node-html-parser';
import { htmlToPage } from './extract-text';
import { type FetchedPage, fetchPage } from './fetch-page';
import { ALLOW_ALL, parseRobots, type RobotsRules } from './robots-rules';

export type CrawlMode = 'page' | 'crawl';

export interface CrawlOptions {
  mode: CrawlMode;
  maxPages: number;
  /** Lets tests crawl a local site; false in the server. */
  allowPrivateNetwork: boolean;
}

export interface CrawledPage {
  url: string;
  text: string;
  title?: string;
  description?: string;
}

async function robotsFor(origin: string, allowPrivateNetwork: boolean): Promise<RobotsRules> {
  try {
    const res = await fetchPage(`${origin}/robots.txt`, { allowPrivateNetwork, timeoutMs: 5000 });
    return res.status === 200 ? parseRobots(`${origin}/robots.txt`, res.body) : ALLOW_ALL;
  } catch {
    return ALLOW_ALL;
  }
}

const isXml = (page: FetchedPage) =>
  /xml/.test(page.contentType) || /^\s*(<\?xml|<urlset|<sitemapindex)/.test(page.body);

function sitemapLocs(xml: string): { pages: string[]; sitemaps: string[] } {
  const doc = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' }).parse(xml);
  const locs = (items: unknown) =>
    ((items as { loc?: unknown }[] | undefined) ?? []).map((i) => String(i.loc ?? '').trim()).filter(Boolean);
  return { pages: locs(doc?.urlset?.url), sitemaps: locs(doc?.sitemapindex?.sitemap) };
}

function toPage(fetched: FetchedPage): CrawledPage {
  if (/html/.test(fetched.contentType) || /^\s*</.test(fetched.body))
    return { url: fetched.url, ...htmlToPage(fetched.body) };
  return { url: fetched.url, text: fetched.body.trim() };
}

function sameSiteLinks(html: string, base: string): string[] {
  const origin = new URL(base).origin;
  const out: string[] = [];
  for (const a of parseHtml(html).querySelectorAll('a[href]')) {
    try {
      const url = new URL(a.getAttribute('href') ?? '', base);
      url.hash = '';
      if (url.origin === origin && /^https?:$/.test(url.protocol)) out.push(url.toString());
    } catch {
      // not a URL: skip
    }
  }
  return out;
}

export async function crawlSite(start: string, options: CrawlOptions): Promise<CrawledPage[]> {
  const { allowPrivateNetwork, maxPages } = options;
  const origin = new URL(start).origin;
  const robots = await robotsFor(origin, allowPrivateNetwork);
  if (!robots.isAllowed(start))
    throw new AppError('BAD_REQUEST', `robots.txt of ${origin} does not allow fetching "${start}".`);
  const first = await fetchPage(start, { allowPrivateNetwork });
  if (first.status >= 400) throw new AppError('BAD_REQUEST', `"${start}" answered HTTP ${first.status}.`);

  const queue: string[] = [];
  const seen = new Set<string>([first.url]);
  const pages: CrawledPage[] = [];
  if (isXml(first)) {
    const { pages: locs, sitemaps } = sitemapLocs(first.body);
    queue.push(...locs);
    for (const nested of sitemaps.slice(0, 20)) {
      const sub = await fetchPage(nested, { allowPrivateNetwork }).catch(() => null);
      if (sub && sub.status < 400) queue.push(...sitemapLocs(sub.body).pages);
    }
  } else {
    pages.push(toPage(first));
    if (options.mode === 'page') return pages;
    queue.push(...sameSiteLinks(first.body, first.url));
  }

  while (queue.length > 0 && pages.length < maxPages) {
    const next = queue.shift() as string;
    if (seen.has(next) || new URL(next).origin !== origin || !robots.isAllowed(next)) continue;
    seen.add(next);
    const fetched = await fetchPage(next, { allowPrivateNetwork }).catch(() => null);
    if (!fetched || fetched.status >= 400) continue;
    seen.add(fetched.url);
    pages.push(toPage(fetched));
    if (options.mode === 'crawl' && !isXml(first)) queue.push(...sameSiteLinks(fetched.body, fetched.url));
  }
  if (pages.length === 0) throw new AppError('BAD_REQUEST', `No page of "${start}" could be fetched.`);
  return pages;
}

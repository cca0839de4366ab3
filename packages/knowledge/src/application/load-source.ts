// The text of a document's source: stored content for text and files, a fresh crawl for URLs.
import { AppError } from '@parley/kernel/errors';
import { type CrawlMode, crawlSite } from '../infrastructure/crawl-site';
import type { DocumentRow } from '../infrastructure/document-repo';
import type { KnowledgeOptions } from './knowledge-options';

export interface SourcePage {
  text: string;
  url?: string;
  title?: string;
  description?: string;
}

export async function loadSourcePages(doc: DocumentRow, options: KnowledgeOptions): Promise<SourcePage[]> {
  if (doc.kind !== 'url') {
    if (doc.content === null) throw new AppError('BAD_REQUEST', 'The document has no content; add it again.');
    return [{ text: doc.content }];
  }
  if (!doc.contentURL) throw new AppError('BAD_REQUEST', 'The document has no URL.');
  const mode: CrawlMode = doc.metadata.crawl === true ? 'crawl' : 'page';
  return crawlSite(doc.contentURL, {
    mode,
    maxPages: options.crawlMaxPages,
    allowPrivateNetwork: options.allowPrivateNetwork,
  });
}

/** Titles per page URL, for a passage's description. */
export function pageTitlesOf(pages: SourcePage[]): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const p of pages)
    if (p.url && (p.description || p.title)) titles[p.url] = (p.description ?? p.title) as string;
  return titles;
}

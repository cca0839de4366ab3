// A legal page (R-MKT-5) as safe HTML, with the operator's details filled in.
import { AppError } from '@parley/kernel/errors';
import { fillPlaceholders } from '../domain/fill-placeholders';
import { isLegalSlug, legalTitleOf } from '../domain/legal-pages';
import { firstHeading, renderMarkdown } from '../domain/render-markdown';
import { readContentFile, type SiteContentOptions } from './site-content';

export interface LegalPage {
  slug: string;
  title: string;
  html: string;
}

export async function loadLegalPage(options: SiteContentOptions, slug: string): Promise<LegalPage> {
  // The slug is checked against the catalogue, so no path outside legal/ can be named.
  if (!isLegalSlug(slug)) throw new AppError('NOT_FOUND', 'This page does not exist.');
  const markdown = fillPlaceholders(await readContentFile(options, `legal/${slug}.md`), options.operator);
  return { slug, title: firstHeading(markdown) ?? legalTitleOf(slug), html: renderMarkdown(markdown) };
}

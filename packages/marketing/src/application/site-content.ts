// Where the public site's texts come from: the files shipped in packages/marketing/content, each
// overridable by a file of the same name in the operator's SITE_CONTENT_DIR.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OperatorDetails } from '../domain/fill-placeholders';

export interface SiteContentOptions {
  /** The operator's folder (legal/*.md, pricing.json); unset = the shipped defaults only. */
  contentDir?: string;
  operator: OperatorDetails;
}

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

/** The operator's file when it exists, else the shipped one. */
export async function readContentFile(options: SiteContentOptions, relative: string): Promise<string> {
  const own = options.contentDir ? join(options.contentDir, relative) : null;
  return readFile(own && existsSync(own) ? own : join(DEFAULT_CONTENT_DIR, relative), 'utf8');
}

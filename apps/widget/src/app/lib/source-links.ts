// A turn's sources as links the visitor can open (R-WCV-6): payload.url, doc_name, urlDescription.
import type { TSource } from '@parley/contract/chat';

export interface SourceLink {
  label: string;
  /** Only http(s) addresses become links; anything else is shown as text. */
  href?: string;
  description?: string;
}

const safeHref = (url: unknown): string | undefined => {
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
};

export function sourceLinksOf(sources: readonly TSource[] | undefined): SourceLink[] {
  const seen = new Set<string>();
  const links: SourceLink[] = [];
  for (const source of sources ?? []) {
    const href = safeHref(source.payload?.url);
    const label = source.doc_name?.trim() || href || 'Source';
    const key = `${label}|${href ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({
      label,
      ...(href ? { href } : {}),
      ...(source.urlDescription ? { description: source.urlDescription } : {}),
    });
  }
  return links;
}

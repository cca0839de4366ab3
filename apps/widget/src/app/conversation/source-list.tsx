// The sources under a bot answer (R-WCV-6); links open in a new tab without giving it the opener.
import { useT } from '../i18n/use-phrases';
import type { SourceLink } from '../lib/source-links';

export function SourceList({ sources }: { sources: readonly SourceLink[] }) {
  const t = useT();
  return (
    <ul className="sources" aria-label={t('sources')} data-testid="parley-sources">
      {sources.map((source) => (
        <li key={`${source.label}|${source.href ?? ''}`} className="sources__item" title={source.description}>
          {source.href ? (
            <a href={source.href} target="_blank" rel="noopener noreferrer">
              {source.label}
            </a>
          ) : (
            source.label
          )}
        </li>
      ))}
    </ul>
  );
}

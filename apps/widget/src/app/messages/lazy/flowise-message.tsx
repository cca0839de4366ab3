// 'Flowise': a reply from a Flowise chatflow, its text as markdown with the source documents it cites.

import { SourceList } from '../../conversation/source-list';
import { payloadOf, textOf } from '../../lib/message-rules';
import { sourceLinksOf } from '../../lib/source-links';
import type { MessageProps } from '../message-props';
import { TextBody } from '../text-message';

export function FlowiseMessage({ message }: MessageProps) {
  const p = payloadOf(message);
  const text = textOf(message) ?? (typeof p.answer === 'string' ? p.answer : '');
  const docs = Array.isArray(p.sourceDocuments) ? p.sourceDocuments : [];
  const sources = sourceLinksOf(
    docs.map((d) => {
      const meta = (d as { metadata?: { source?: unknown; title?: unknown } }).metadata ?? {};
      const source = typeof meta.source === 'string' ? meta.source : undefined;
      return { doc_name: typeof meta.title === 'string' ? meta.title : source, payload: { url: source } };
    }),
  );
  return (
    <div className="flowise" data-testid="parley-flowise">
      {text ? <TextBody text={text} /> : null}
      {sources.length ? <SourceList sources={sources} /> : null}
    </div>
  );
}

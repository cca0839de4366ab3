// A native reply as it streams in (R-IAPI-2 chunks), shown as markdown; replaced by the stored turn.

import type { TSource } from '@parley/contract/chat';
import { sourceLinksOf } from '../lib/source-links';
import { TextBody } from '../messages/text-message';
import { SourceList } from './source-list';

export function StreamingBubble({ text, sources }: { text: string; sources: TSource[] }) {
  const links = sourceLinksOf(sources);
  return (
    <div className="turn turn--bot" aria-busy="true">
      <div className="message message--bot" data-testid="parley-streaming" data-from="bot">
        <TextBody text={text} />
        {links.length > 0 ? <SourceList sources={links} /> : null}
      </div>
    </div>
  );
}

// R-WMK-5, R-WMK-6, R-WMK-8: markdown text, right to left for Arabic script, shortened in short mode.

import { isArabicScript, SHORT_MODE_CHARS, truncateChars } from '../lib/message-rules';
import { Markdown } from '../markdown/markdown-view';

export function TextBody({ text, short }: { text: string; short?: boolean }) {
  const shown = short ? truncateChars(text, SHORT_MODE_CHARS) : text;
  return (
    <div className="text" dir={isArabicScript(shown) ? 'rtl' : 'auto'}>
      <Markdown text={shown} />
    </div>
  );
}

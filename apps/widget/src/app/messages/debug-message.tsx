// R-WCV-3, R-WMK-9: debug details for the super admin only, a 100-character preview that opens.
import { useT } from '../i18n/use-phrases';
import { DEBUG_PREVIEW_CHARS, textOf, truncateChars } from '../lib/message-rules';
import type { MessageProps } from './message-props';

export function DebugMessage({ message }: MessageProps) {
  const t = useT();
  const full = textOf(message) ?? JSON.stringify(message.payload ?? message.item ?? null, null, 2);
  return (
    <details className="debug" data-testid="parley-debug">
      <summary>
        <span className="debug__label">{t('debug')}</span>{' '}
        {truncateChars(full.replace(/\s+/g, ' '), DEBUG_PREVIEW_CHARS)}
      </summary>
      <pre>{full}</pre>
    </details>
  );
}

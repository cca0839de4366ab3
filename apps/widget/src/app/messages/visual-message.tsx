// 'visual' (an image): payload.image (external flow) or payload.url; only http(s) images load.
import { useState } from 'react';
import { useT } from '../i18n/use-phrases';
import { payloadOf } from '../lib/message-rules';
import { safeMediaUrl } from '../markdown/safe-url';
import type { MessageProps } from './message-props';

/** The image address, when it is one a browser may load. */
export function visualSource(message: MessageProps['message']): string | null {
  const p = payloadOf(message);
  return safeMediaUrl(p.image ?? p.url ?? p.src);
}

export function VisualMessage({ message }: MessageProps) {
  const t = useT();
  const p = payloadOf(message);
  const src = visualSource(message);
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  const alt = typeof p.alt === 'string' ? p.alt : t('image');
  return (
    <img
      className="visual"
      src={src}
      alt={alt}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      data-testid="parley-visual"
    />
  );
}

// The frame's side of the dashboard protocol (preview in, debug reports out): same-origin parent only.
import { useEffect, useState } from 'react';
import { type DashboardMessage, isTrustedMessage, type PreviewCommand } from '../../shared/protocol';
import { type PreviewOverrides, readPreviewOverrides } from '../lib/preview-config';

/** The frame sits in a page of its own origin (the dashboard). Reading a cross-origin parent's location throws. */
export function hasSameOriginParent(): boolean {
  if (window.parent === window) return false;
  try {
    return window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Posted to the frame's own origin: a host site (another origin) never receives it. */
export function postToDashboard(message: DashboardMessage): void {
  if (hasSameOriginParent()) window.parent.postMessage(message, window.location.origin);
}

/** With preview=1, the latest settings the dashboard posted; {} until it posts any. */
export function usePreviewOverrides(enabled: boolean): PreviewOverrides {
  const [overrides, setOverrides] = useState<PreviewOverrides>({});
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: MessageEvent) => {
      if (!isTrustedMessage(event, window.location.origin, window.parent)) return;
      if (window.parent === window) return;
      const message = event.data as PreviewCommand;
      if (message.type === 'parley:preview') setOverrides(readPreviewOverrides(message.config));
    };
    window.addEventListener('message', listener);
    postToDashboard({ type: 'parley:preview-ready' });
    return () => window.removeEventListener('message', listener);
  }, [enabled]);
  return overrides;
}

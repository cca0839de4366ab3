// Runs author content (jsx, named extensions, embed code) in /widget/sandbox.html inside an
// allow-scripts-only sandbox: an opaque origin that cannot reach the widget, the host page or the
// visitor's cookies. Messages from it are accepted only from that iframe's window.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-phrases';

interface SandboxFrameProps {
  html: string;
  payload?: unknown;
  onComplete?: (payload: unknown) => void;
  testId: string;
}

const MAX_HEIGHT = 600;

export function SandboxFrame({ html, payload, onComplete, testId }: SandboxFrameProps) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(48);
  const latest = useRef({ html, payload, onComplete });
  latest.current = { html, payload, onComplete };

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const win = frame.current?.contentWindow;
      if (!win || event.source !== win) return;
      const data = event.data as { type?: unknown; height?: unknown; payload?: unknown };
      if (data?.type === 'parley:sandbox-ready') {
        const text = getComputedStyle(frame.current as Element).color;
        // JSON round trip: only plain data crosses into the sandbox.
        const payloadCopy = JSON.parse(JSON.stringify(latest.current.payload ?? null));
        win.postMessage(
          { type: 'parley:sandbox-render', html: latest.current.html, payload: payloadCopy, text },
          '*',
        );
      } else if (data?.type === 'parley:sandbox-size' && typeof data.height === 'number') {
        setHeight(Math.min(MAX_HEIGHT, Math.max(24, data.height)));
      } else if (data?.type === 'parley:sandbox-complete') {
        latest.current.onComplete?.(data.payload);
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return (
    <iframe
      ref={frame}
      className="sandbox"
      title={t('embeddedContent')}
      src="/widget/sandbox.html"
      sandbox="allow-scripts"
      style={{ height }}
      data-testid={testId}
    />
  );
}

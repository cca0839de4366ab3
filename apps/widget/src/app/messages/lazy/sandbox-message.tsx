// jsx, Embed / iFrame and named extensions (R-WMK-1, R-WMK-4): author content never runs in the widget's
// own context (see sandbox-frame.tsx); an embedded page of another origin gets a sandboxed iframe.
import './rich.css';
import { useState } from 'react';
import { useChat } from '../../chat-context';
import { useT } from '../../i18n/use-phrases';
import { sandboxFor } from '../../lib/frame-sandbox';
import { payloadOf } from '../../lib/message-rules';
import { safeMediaUrl } from '../../markdown/safe-url';
import type { MessageProps } from '../message-props';
import { SandboxFrame } from './sandbox-frame';

/** JSX-flavoured markup as HTML: className is class, and {…} expressions are left to the author's scripts. */
export const jsxToHtml = (jsx: string) =>
  jsx.replace(/\bclassName=/g, 'class=').replace(/\bhtmlFor=/g, 'for=');

function sourceOf(message: MessageProps['message'], keys: readonly string[]): string | null {
  if (typeof message.payload === 'string') return message.payload;
  const p = payloadOf(message);
  for (const key of keys) if (typeof p[key] === 'string') return p[key] as string;
  return null;
}

export function JsxMessage({ message }: MessageProps) {
  const jsx = sourceOf(message, ['jsx', 'code', 'content']);
  if (!jsx) return null;
  return <SandboxFrame html={jsxToHtml(jsx)} payload={payloadOf(message)} testId="parley-jsx" />;
}

export function EmbedMessage({ message }: MessageProps) {
  const t = useT();
  const p = payloadOf(message);
  const url = safeMediaUrl(
    p.url ?? p.src ?? (typeof message.payload === 'string' ? message.payload : undefined),
  );
  const height = typeof p.height === 'number' && p.height > 0 ? Math.min(p.height, 800) : 320;
  if (url) {
    return (
      <iframe
        className="embed"
        title={typeof p.title === 'string' ? p.title : t('embeddedContent')}
        src={url}
        style={{ height }}
        sandbox={sandboxFor(url, location.origin)}
        allow="fullscreen"
        loading="lazy"
        referrerPolicy="no-referrer"
        data-testid="parley-embed"
      />
    );
  }
  const html = typeof p.html === 'string' ? p.html : typeof p.embed === 'string' ? p.embed : null;
  return html ? <SandboxFrame html={html} payload={p} testId="parley-embed" /> : null;
}

export function ExtensionMessage({ message, active }: MessageProps) {
  const { config, controller } = useChat();
  const [done, setDone] = useState(false);
  const name = message.type === 'extension' ? String(payloadOf(message).name ?? '') : message.type;
  const extension = config.extensions.find((e) => e.name === name);
  if (!extension) return null;
  return (
    <SandboxFrame
      html={extension.html}
      payload={message.payload ?? null}
      testId="parley-extension"
      onComplete={(payload) => {
        // An extension finishes once, on the latest turn: its answer continues the conversation.
        if (!active || done) return;
        setDone(true);
        controller.sendAction({ type: 'complete', payload });
      }}
    />
  );
}

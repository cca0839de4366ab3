// The frame's side of the postMessage protocol: commands in from the loader, events out to it.
import { useEffect, useRef } from 'react';
import { cleanIdentity } from '../../shared/identity';
import {
  type FrameMessage,
  isTrustedMessage,
  type LoaderCommand,
  type VisitorIdentity,
} from '../../shared/protocol';

/** True when the frame runs inside a host page that told us its origin (embedded by the loader). */
export const isEmbedded = (parentOrigin: string | null): parentOrigin is string =>
  parentOrigin !== null && window.parent !== window;

/** Posted to the host page's origin only, never '*'. */
export function postToLoader(parentOrigin: string | null, message: FrameMessage): void {
  if (isEmbedded(parentOrigin)) window.parent.postMessage(message, parentOrigin);
}

export interface LoaderCommandHandlers {
  onOpen(focus: boolean): void;
  onClose(): void;
  onIdentify(user: VisitorIdentity): void;
  onSend(text: string): void;
  onUrl(url: string): void;
}

/** Listens to the loader while mounted and tells it we are ready (it queues commands until then). */
export function useLoaderCommands(parentOrigin: string | null, handlers: LoaderCommandHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!isEmbedded(parentOrigin)) return;
    const listener = (event: MessageEvent) => {
      if (!isTrustedMessage(event, parentOrigin, window.parent)) return;
      const command = event.data as LoaderCommand;
      const on = latest.current;
      if (command.type === 'parley:open') on.onOpen(command.focus === true);
      else if (command.type === 'parley:close') on.onClose();
      else if (command.type === 'parley:identify') on.onIdentify(cleanIdentity(command.user));
      else if (command.type === 'parley:send' && typeof command.text === 'string') on.onSend(command.text);
      else if (command.type === 'parley:url' && typeof command.url === 'string')
        on.onUrl(command.url.slice(0, 2048));
    };
    window.addEventListener('message', listener);
    postToLoader(parentOrigin, { type: 'parley:ready' });
    return () => window.removeEventListener('message', listener);
  }, [parentOrigin]);
}

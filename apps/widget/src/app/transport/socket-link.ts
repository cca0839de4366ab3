// The native platform's WebSocket /api/interact (R-IAPI-2) for one open conversation: connects, says which
// conversation it is (a launch), reconnects with backoff, and gives up after repeated failures to open.
import type { TInteractSocketRequest } from '@parley/contract/interact-socket';
import { backoffDelay, FALLBACK_AFTER_FAILURES } from './backoff';

/** R-WCV-8; the contract's CANCEL_PREFIX, repeated here so the widget does not bundle zod (a test keeps them equal). */
export const CANCEL_TEXT = '@cancel:';

export interface SocketLinkEvents {
  /** A server message, parsed (anything that is not a JSON object is dropped). */
  onMessage(message: { type: string; data?: unknown }): void;
  /** Open and ready for requests (after every reconnect too). */
  onOpen(): void;
  /** Lost; reconnecting. */
  onDrop(): void;
  /** Never managed to open: the caller uses POST from now on. */
  onGiveUp(): void;
}

export interface SocketLink {
  isOpen(): boolean;
  /** False when the socket is not open: the caller sends the request another way. */
  send(request: TInteractSocketRequest): boolean;
  cancel(): void;
  close(): void;
}

export function openSocketLink(
  url: string,
  launch: () => TInteractSocketRequest,
  events: SocketLinkEvents,
): SocketLink {
  let socket: WebSocket | null = null;
  let closed = false;
  let everOpened = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    if (closed) return;
    let ws: WebSocket;
    try {
      ws = new WebSocket(url);
    } catch {
      return failed();
    }
    socket = ws;
    ws.onopen = () => {
      everOpened = true;
      failures = 0;
      ws.send(JSON.stringify(launch()));
      events.onOpen();
    };
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        const message = JSON.parse(event.data) as unknown;
        if (
          message &&
          typeof message === 'object' &&
          typeof (message as { type?: unknown }).type === 'string'
        ) {
          events.onMessage(message as { type: string; data?: unknown });
        }
      } catch {
        // not JSON: ignored
      }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (closed) return;
      if (everOpened) events.onDrop();
      failed();
    };
  };

  const failed = () => {
    failures++;
    if (!everOpened && failures >= FALLBACK_AFTER_FAILURES) {
      closed = true;
      return events.onGiveUp();
    }
    timer = setTimeout(connect, backoffDelay(failures - 1));
  };

  connect();
  return {
    isOpen: () => socket?.readyState === WebSocket.OPEN,
    send(request) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(request));
      return true;
    },
    cancel() {
      if (socket?.readyState === WebSocket.OPEN) socket.send(CANCEL_TEXT);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}

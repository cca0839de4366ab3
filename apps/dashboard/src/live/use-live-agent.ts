// One agent's live changes over WebSocket /api/live (issue 6: the inbox, and anything else that shows an
// agent's conversations). `onChange(userId)` runs for every change by any server, and with null after a
// reconnect (changes may have been missed). The status tells callers when to fall back to polling.
import { useEffect, useRef, useState } from 'react';
import { liveSocketUrl, parseLiveMessage, reconnectDelay } from './live-message';

/** connecting: not yet subscribed; live: changes arrive; offline: no socket (poll instead). */
export type LiveStatus = 'connecting' | 'live' | 'offline';

export function useLiveAgent(
  region: string,
  agentId: string,
  onChange: (userId: string | null) => void,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const callback = useRef(onChange);
  callback.current = onChange;

  useEffect(() => {
    if (typeof WebSocket === 'undefined') {
      setStatus('offline');
      return;
    }
    let socket: WebSocket | null = null;
    let retry: number | undefined;
    let attempt = 0;
    let stopped = false;
    let refused = false;

    const connect = () => {
      socket = new WebSocket(liveSocketUrl(window.location));
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'subscribe', agentId, region }));
      socket.onmessage = (event) => {
        const message = parseLiveMessage(event.data);
        if (!message) return;
        if (message.type === 'subscribed' && message.agentId === agentId) {
          // After a drop, re-read everything: changes made meanwhile were not announced to us.
          if (attempt > 0) callback.current(null);
          attempt = 0;
          setStatus('live');
        } else if (message.type === 'changed' && message.agentId === agentId) {
          callback.current(message.userId);
        } else if (message.type === 'error') {
          // This agent will not be served on any socket: stay on polling rather than retrying.
          refused = true;
          setStatus('offline');
          socket?.close();
        }
      };
      socket.onclose = () => {
        socket = null;
        if (stopped) return;
        setStatus('offline');
        if (refused) return;
        retry = window.setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      socket?.close();
    };
  }, [region, agentId]);

  return status;
}

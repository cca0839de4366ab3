// syncBrowser: the visitor's tabs on the same site show the same conversation. Frames of one agent and
// visitor share a BroadcastChannel (storage partitioned by the host site, so only that site's tabs meet).
import type { TTurn } from '@parley/contract/chat';
import { applySync } from '../state/conversation-state';
import type { ConversationStore } from '../state/conversation-store';

export function syncTabs(store: ConversationStore, agentId: string, userId: string): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(`parley:${agentId}:${userId}`);
  let remote = false;
  let last = store.get().turns;
  channel.onmessage = (event: MessageEvent<{ turns?: unknown }>) => {
    if (!Array.isArray(event.data?.turns)) return;
    remote = true;
    store.update((s) => applySync(s, event.data.turns as TTurn[]));
    remote = false;
    last = store.get().turns;
  };
  const off = store.subscribe(() => {
    const { turns, loading } = store.get();
    if (remote || turns === last || loading) return;
    last = turns;
    const stored = turns
      .filter((t) => !t.local)
      .map(({ from, messages, ts, sources }) => ({ from, messages, ts, sources }));
    channel.postMessage({ turns: stored });
  });
  return () => {
    off();
    channel.close();
  };
}

// One store per open conversation: the transports write it, components read it with useConversationState.
import { useSyncExternalStore } from 'react';
import { type ConversationState, type ConvoInfo, initialState } from './conversation-state';

export interface ConversationStore {
  get(): ConversationState;
  update(change: (state: ConversationState) => ConversationState): void;
  subscribe(listener: () => void): () => void;
  /** The handoff layer's seam: lock or unlock the footer. */
  setFooterLocked(locked: boolean): void;
  setConvo(convo: ConvoInfo): void;
  /** An interactive message blocks free text while `active`. */
  setBlocker(id: string, active: boolean): void;
}

export function createConversationStore(): ConversationStore {
  let state = initialState();
  const listeners = new Set<() => void>();
  const update = (change: (s: ConversationState) => ConversationState) => {
    const next = change(state);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    update,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setFooterLocked: (footerLocked) =>
      update((s) => (s.footerLocked === footerLocked ? s : { ...s, footerLocked })),
    setConvo: (convo) => update((s) => ({ ...s, convo })),
    setBlocker: (id, active) =>
      update((s) => {
        const has = s.blockers.includes(id);
        if (has === active) return s;
        return { ...s, blockers: active ? [...s.blockers, id] : s.blockers.filter((b) => b !== id) };
      }),
  };
}

/** Re-renders when the selected slice changes (compared with Object.is). */
export function useConversationState<T>(store: ConversationStore, select: (s: ConversationState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

// An interactive message that must be answered blocks the footer's free text while it is active (R-WFM-13, R-WIX-11).
import { useEffect } from 'react';
import { useChat } from '../chat-context';

export function useBlocker(id: string, active: boolean) {
  const { store } = useChat();
  useEffect(() => {
    store.setBlocker(id, active);
    return () => store.setBlocker(id, false);
  }, [store, id, active]);
}

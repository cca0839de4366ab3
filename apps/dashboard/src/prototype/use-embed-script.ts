// Adds the real embed.js to the page, as a customer's site would, and opens the chat once it is ready.
import type { Region } from '@parley/kernel/regions';
import { useEffect } from 'react';

type ParleyWindow = Window & { Parley?: { open: () => void } };

export function useEmbedScript(agentId: string | null, region: Region, open: boolean): void {
  useEffect(() => {
    if (!agentId) return;
    const script = document.createElement('script');
    script.src = '/embed.js';
    script.async = true;
    script.dataset.agentId = agentId;
    script.dataset.region = region;
    script.onload = () => {
      if (open) (window as ParleyWindow).Parley?.open();
    };
    document.body.appendChild(script);
    return () => {
      // The loader owns its elements; a full reload is the only clean way to unmount it.
      script.remove();
    };
  }, [agentId, region, open]);
}

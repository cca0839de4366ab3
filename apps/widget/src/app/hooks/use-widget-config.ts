// Loads the agent's public widget config once (in the visitor's languages), with a retry for failures.
import type { TWidgetConfig } from '@parley/contract/widget-config';
import { useCallback, useEffect, useState } from 'react';
import { fetchWidgetConfig } from '../api/chat-api';
import type { AgentRef } from '../api/http';

export type WidgetConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: TWidgetConfig }
  | { status: 'not-found' }
  | { status: 'failed' };

export function useWidgetConfig(agentId: string | null, region: AgentRef['region']) {
  const [state, setState] = useState<WidgetConfigState>(() =>
    agentId ? { status: 'loading' } : { status: 'not-found' },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (!agentId) return;
    let live = true;
    setState({ status: 'loading' });
    fetchWidgetConfig(
      { agentId, region },
      navigator.languages?.length ? navigator.languages : [navigator.language],
    )
      .then((config) => live && setState(config ? { status: 'ready', config } : { status: 'not-found' }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [agentId, region, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

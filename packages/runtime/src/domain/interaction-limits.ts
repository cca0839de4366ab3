// Limits checked before the model is called (R-IAPI-3, R-WSH-7).
import type { AgentSettings } from './agent-settings';

export type LimitVerdict = 'ok' | 'max-interactions' | 'tokens-consumed';

/** totalUserInteractions counts the visitor's turns already stored, the current one included. */
export function checkLimits(
  settings: Pick<AgentSettings, 'maxInteractionsPerUserId' | 'maxTokensUsage' | 'tokensUsage'>,
  totalUserInteractions: number,
): LimitVerdict {
  if (settings.maxTokensUsage > 0 && settings.tokensUsage >= settings.maxTokensUsage)
    return 'tokens-consumed';
  if (
    settings.maxInteractionsPerUserId !== null &&
    totalUserInteractions > settings.maxInteractionsPerUserId
  ) {
    return 'max-interactions';
  }
  return 'ok';
}

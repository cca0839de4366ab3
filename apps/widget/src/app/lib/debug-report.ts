// Test mode: what the frame tells the dashboard's debugger after each interact response.
import type { TAction, TInteractResponse } from '@parley/contract/chat';
import type { DebugReport } from '../../shared/protocol';

export function buildDebugReport(
  at: number,
  userId: string,
  action: TAction,
  response: Pick<TInteractResponse, 'turns' | 'debug'>,
): DebugReport {
  const text = typeof action.payload === 'string' ? action.payload : undefined;
  return {
    type: 'parley:debug',
    at,
    userId,
    request: text === undefined ? { type: action.type } : { type: action.type, text },
    turns: response.turns,
    debug: typeof response.debug === 'object' && response.debug !== null ? response.debug : {},
  };
}

// Why a signed-in client sees the blocking modal with Log Out (R-CLA-11..13, R-ORG-14).
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';

export type ClientAccessBlock =
  | { reason: 'accessDisabled'; message: string }
  | { reason: 'noAgents'; message: string };

export function clientAccessBlock(
  orgDoc: Record<string, unknown>,
  clientWidgetIDs: readonly string[],
): ClientAccessBlock | null {
  const settings = (orgDoc.settings ?? {}) as {
    disableClientAccess?: unknown;
    disableClientAccessMessage?: unknown;
  };
  if (settings.disableClientAccess === true) {
    const custom =
      typeof settings.disableClientAccessMessage === 'string' ? settings.disableClientAccessMessage : '';
    return {
      reason: 'accessDisabled',
      message: custom.trim() ? custom : CLIENT_AUTH_MESSAGES.accessDisabled,
    };
  }
  if (clientWidgetIDs.length === 0)
    return { reason: 'noAgents', message: CLIENT_AUTH_MESSAGES.accountHasNoAgents };
  return null;
}

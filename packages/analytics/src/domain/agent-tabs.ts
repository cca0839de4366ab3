// The agent tabs whose clicks are recorded (R-APS-12): the catalogue's tabs plus custom pages 'c/{slug}'.
import { resolveAgentTabRoute } from '@parley/agent-page/agent-tabs';
import { ANALYTICS_MESSAGES } from '@parley/messages/analytics';

export function isAgentTab(tab: string): boolean {
  return resolveAgentTabRoute(tab) === 'known';
}

export const unknownTabMessage = (tab: string) => ANALYTICS_MESSAGES.unknownTab(tab.slice(0, 80));

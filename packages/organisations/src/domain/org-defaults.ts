// What a new organisation starts with (R-ORG-7, R-ORG-15, R-ORG-16).
import { DEFAULT_CLIENT_ACCESS, ORG_MESSAGES } from '@parley/messages/organisations';

export const DASHBOARD_LAYOUTS = ['vertical', 'horizontal'] as const;
export type DashboardLayout = (typeof DASHBOARD_LAYOUTS)[number];

export const ORG_DEFAULTS = {
  name: ORG_MESSAGES.defaultName,
  dashboardLayout: 'vertical' as DashboardLayout,
  preferredLanguage: 'en',
  defaultClientAccess: [...DEFAULT_CLIENT_ACCESS] as string[],
} as const;

/** The sections a new client may open: the organisation's defaults when it has some, else the spec's. */
export function defaultAccessOf(orgDoc: Record<string, unknown>): string[] {
  const own = orgDoc.defaultClientAccess;
  return Array.isArray(own) && own.length > 0 ? own.map(String) : [...DEFAULT_CLIENT_ACCESS];
}

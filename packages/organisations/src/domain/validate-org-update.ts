// Org save rules (R-ORG-7, R-ORG-9, R-ORG-12): a name, a bounded client-access message, a known layout,
// complete canned responses.
import { MAX_DISABLE_ACCESS_MESSAGE, ORG_MESSAGES } from '@parley/messages/organisations';
import { type CannedResponse, validateCannedResponses } from './canned-responses';
import { DASHBOARD_LAYOUTS } from './org-defaults';

export interface OrgUpdateInput {
  name?: string;
  dashboardLayout?: string;
  settings?: { disableClientAccessMessage?: string };
  cannedResponses?: CannedResponse[];
}

// Ours: the spec names the two layouts but no message for another value.
export const invalidLayout = ORG_MESSAGES.invalidLayout;

/** The first broken rule's message, or null. A name absent from the patch is kept; an empty one is refused. */
export function validateOrgUpdate(patch: OrgUpdateInput): string | null {
  if (patch.name !== undefined && patch.name.trim() === '') return ORG_MESSAGES.nameRequired;
  const message = patch.settings?.disableClientAccessMessage;
  if (message !== undefined && message.length > MAX_DISABLE_ACCESS_MESSAGE) {
    return ORG_MESSAGES.accessMessageTooLong;
  }
  if (
    patch.dashboardLayout !== undefined &&
    !(DASHBOARD_LAYOUTS as readonly string[]).includes(patch.dashboardLayout)
  ) {
    return invalidLayout(patch.dashboardLayout);
  }
  return patch.cannedResponses ? validateCannedResponses(patch.cannedResponses) : null;
}

// Spec messages of organisations, client users and credit transfers (002 §8), quoted exactly.
export const ORG_MESSAGES = {
  /** R-ORG-4 */
  fillAllFields: 'Please fill out all fields.',
  /** R-ORG-5 */
  clientExists: (orgId: string) => `Client already exists to org: ${orgId}`,
  /** R-ORG-7 */
  nameRequired: 'Organization name is required.',
  defaultName: 'New Organization',
  /** R-ORG-8 */
  idMissing: 'Organization ID is missing. Please try again or contact support.',
  /** R-ORG-10 */
  updated: 'Organization updated successfully!',
  updateFailed: (message?: string) => `Failed to update organization: ${message || 'Unknown error'}`,
  /** R-ORG-9 (ours: the spec gives the limit, not the message) */
  accessMessageTooLong: 'The message must be at most 1024 characters.',
  /** R-ORG-11 (ours) */
  onlyRootAdmin: 'Only the agency owner can do this.',
  /** Ours: a client may only be given the organisation owner's agents. */
  unknownWidget: (id: string) => `Agent ${id} is not one of this workspace's agents.`,
  notFound: 'Organization not found.',
  /** Ours (not quoted by the spec). */
  clientNotFound: 'Client not found.',
  /** R-CSH-5: an org admin procedure called by a client who is not an org admin. */
  notAdmin: 'You are not an admin',
  /** R-ORG-13 (ours: the spec gives the rule, not the message). */
  billingNeedsPaymentConnect: 'Connect a payment account before enabling billing for an organization.',
  /** Ours: an org admin may hand out only the organisation's agents. */
  agentNotInOrg: (id: string) => `Agent ${id} is not one of this organization's agents.`,
  /** Ours: an org admin may grant only the sections the organisation's clients get by default. */
  sectionNotAllowed: (path: string) => `You cannot give access to "${path}".`,
  /** Ours: canned responses (R-ORG-12 'canned responses'). */
  cannedResponseIncomplete: 'Every canned response needs a shortcut and a message.',
  cannedResponseDuplicate: (shortCode: string) => `The shortcut "${shortCode}" is used twice.`,
  cannedResponseTooMany: (max: number) => `At most ${max} canned responses.`,
  invalidAccessPath: (path: string) => `"${path}" is not a dashboard section path.`,
  invalidLayout: (layout: string) => `Unknown dashboard layout "${layout}".`,
  /** R-ORG-17 */
  invalidAmount: 'Please enter a valid amount to transfer.',
  notEnoughInWorkspace: 'Not enough credits in workspace.',
  notEnoughInOrg: 'Not enough credits in org.',
  /** R-ORG-19 */
  transferred: 'Credits transferred successfully!',
  workspaceNotFound: 'Workspace not found. Please refresh and try again.',
  transferFailed: 'Failed to transfer credits. Please try again.',
} as const;

/** R-ORG-15 */
export const DEFAULT_CLIENT_ACCESS = ['/home', '/convos', '/analytics', '/kb', '/campaigns'] as const;
/** R-ORG-9 */
export const MAX_DISABLE_ACCESS_MESSAGE = 1024;
/** Ours: bounds of the organisation's canned responses (stored on the org document). */
export const CANNED_RESPONSE_LIMITS = { max: 200, shortCode: 50, content: 2000 } as const;
/** Ours: bounds of the predefined tags list. */
export const PREDEFINED_TAG_LIMITS = { max: 200, length: 50 } as const;
/** R-ORG-6 */
export const CLIENT_PASSWORD_LENGTH = 15;
export const CLIENT_ID_LENGTH = 15;

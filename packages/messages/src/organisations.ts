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
/** R-ORG-6 */
export const CLIENT_PASSWORD_LENGTH = 15;
export const CLIENT_ID_LENGTH = 15;

// Notices of the Clients pages: spec messages from @parley/messages, ours for what the spec leaves out.
import { notifications } from '@mantine/notifications';

/** R-SHL-14: notices last 2 to 4 seconds. */
export const ORG_NOTICE_MS = 3000;

export const ORG_UI_MESSAGES = {
  userAdded: (name: string) => `${name} was added.`,
  userSaved: (name: string) => `${name} was saved.`,
  userRemoved: (name: string) => `${name} was removed.`,
  orgCreateFailed: (message: string) => `Could not create the organization: ${message}`,
  billingNeedsConnect: 'Connect your payment account in agency settings to enable billing.',
  noOrgs: 'No organizations yet',
  noMatch: (query: string) => `No organization matches "${query}".`,
  noClients: 'No users yet',
  noAgents: 'No agents in this organization yet.',
  removeConfirm: (name: string) =>
    `${name} will no longer be able to sign in to the client dashboard. This cannot be undone.`,
} as const;

export const notifyOk = (message: string) =>
  notifications.show({ color: 'green', message, autoClose: ORG_NOTICE_MS });
export const notifyError = (message: string) =>
  notifications.show({ color: 'red', message, autoClose: ORG_NOTICE_MS });

// Dashboard messages. Spec messages live in @parley/messages; the few here are either spec messages
// the catalogue lacks (cited) or ours (plain and specific).
export const DASHBOARD_MESSAGES = {
  /** R-DOM-25: copy actions. */
  COPIED: 'Copied to Clipboard',
  networkError: 'Cannot reach the server. Check your connection and try again.',
  unexpectedError: 'Something went wrong. Please try again.',
  noConversations: 'No conversations yet',
  noAgents: 'No agents yet',
  pageNotFound: 'This page does not exist or was moved.',
} as const;

export const { COPIED } = DASHBOARD_MESSAGES;

// Visitor-facing strings of the widget that the spec does not give; spec messages come from @parley/messages.

/** Strings of the loader (host page). Kept apart so the loader bundles only these. */
export const LOADER_MESSAGES = {
  open: 'Open chat',
  close: 'Close chat',
  frameTitle: 'Chat',
} as const;

export const WIDGET_MESSAGES = {
  agentNotFound: 'This agent is not available.',
  inputLabel: 'Message',
  inputPlaceholder: 'Type your message...',
  /** R-WCV-7 */
  loadingPlaceholder: 'Loading..',
  send: 'Send',
  minimize: 'Minimize chat',
  restart: 'Restart chat',
  retry: 'Try again',
  typing: 'The assistant is typing',
  loadingWidget: 'Loading chat',
} as const;

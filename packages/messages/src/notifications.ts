// Notifications (R-NTF-1, R-NTF-4): the spec's labels, and our own texts where it quotes none.

/** R-NTF-1: the panel's parts. */
export const NOTIFICATION_LABELS = {
  panelTitle: 'Notifications',
  settings: 'Settings',
  markAllRead: 'Mark all as Read',
  browserNotifications: 'Browser Notifications',
  empty: 'No notifications yet.',
  notifyIfLabel: 'Notify me about',
  notifyThroughLabel: 'Notify me through',
  online: 'Online',
  offline: 'Offline',
} as const;

/** R-NTF-3, R-NTF-4: notifyIf values and their labels. */
export const NOTIFY_IF_LABELS = {
  all: 'All Messages',
  requestsOnly: 'Requests Only',
  none: 'None',
} as const;

/** R-NTF-4: notifyThrough values and their labels. */
export const NOTIFY_THROUGH_LABELS = {
  email: 'Email',
  push: 'Push Notifications',
  all: 'All Channels',
  none: 'None',
} as const;

export const NOTIFICATION_MESSAGES = {
  settingsSaved: 'Notification settings saved.',
  notFound: 'Notification not found.',
  invalidSubscription: 'This browser gave an unusable push subscription.',
  pushEndpointRefused: 'Push subscriptions must use an https push service on the public internet.',
  noClientAccount: 'An agency admin session has no notification settings of its own.',
  permissionDenied:
    'The browser blocks notifications for this site. Allow them in the site settings, then try again.',
  unsupported: 'This browser cannot show notifications.',
  pushUnavailable:
    'Notifications will show while Parley is open; this browser could not reach its push service for the rest of the time.',
  /** Mail about a conversation event (level 1 = a visitor message, level 2 = a handoff request). */
  mailSubjectMessage: (agent: string) => `New message for ${agent}`,
  mailSubjectRequest: (agent: string) => `A visitor asked for a person on ${agent}`,
  mailAction: 'Open the conversation',
  mailFooter:
    'You get this e-mail because of your notification settings. You will get at most one e-mail per conversation every few minutes.',
  /** A visitor's message (level 1) and a request for a person (level 2). */
  visitorMessageTitle: 'New message',
  handoffRequestTitle: 'Handoff request',
  handoffRequestBody: 'A visitor asked to talk to a person.',
  testTitle: 'Test notification',
  testBody: 'Notifications reach you here.',
} as const;

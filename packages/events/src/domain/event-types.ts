// The events a workspace can subscribe its hook to (R-EVT-2), and who decides whether one is sent.

/** Event types Parley emits today; the settings page lists them as subscription choices. */
export const EVENT_TYPES = ['client_created', 'workspace_log'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Sent by 'Send test event' only, whatever the subscriptions say. */
export const TEST_EVENT_TYPE = 'test';

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  client_created: 'Client users added, updated or removed',
  workspace_log: 'Entries written to the workspace log',
};

export const isEventType = (value: unknown): value is EventType =>
  typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);

/** internal.events of the workspace document (R-EVT-2); the signing secret is sealed. */
export interface HookSettings {
  endpoint?: string | null;
  subscribedEvents?: unknown;
  signingSecretSealed?: string | null;
}

/** R-EVT-2: a hook is sent only when an endpoint is set and the type is one of subscribedEvents. */
export function isSubscribed(settings: HookSettings | undefined | null, type: string): boolean {
  if (!settings?.endpoint) return false;
  const subscribed = settings.subscribedEvents;
  return Array.isArray(subscribed) && subscribed.includes(type);
}

/** R-EVT-4: the client_created payload; operation says what happened to the client user. */
export interface ClientEventPayload {
  organisationId: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  operation: 'create' | 'update' | 'delete';
}

// Who wants which notifications through which channels (R-NTF-3, R-NTF-4).

export const NOTIFY_IF = ['all', 'requestsOnly', 'none'] as const;
export type NotifyIf = (typeof NOTIFY_IF)[number];

export const NOTIFY_THROUGH = ['email', 'push', 'all', 'none'] as const;
export type NotifyThrough = (typeof NOTIFY_THROUGH)[number];

/** Level 1: a visitor's message; level 2: a handoff request (R-NTF-2). */
export type NotificationLevel = 1 | 2;
export const LEVEL_MESSAGE: NotificationLevel = 1;
export const LEVEL_REQUEST: NotificationLevel = 2;

export interface NotificationSettings {
  notifyIf: NotifyIf;
  notifyThrough: NotifyThrough;
}

/** R-NTF-3, R-NTF-4 defaults. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  notifyIf: 'requestsOnly',
  notifyThrough: 'all',
};

const isNotifyIf = (v: unknown): v is NotifyIf => NOTIFY_IF.includes(v as NotifyIf);
const isNotifyThrough = (v: unknown): v is NotifyThrough => NOTIFY_THROUGH.includes(v as NotifyThrough);

/** Stored settings (a client's notificationsSettings, an account_settings row) with the defaults filled in. */
export function settingsOf(stored: unknown): NotificationSettings {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return {
    notifyIf: isNotifyIf(s.notifyIf) ? s.notifyIf : DEFAULT_NOTIFICATION_SETTINGS.notifyIf,
    notifyThrough: isNotifyThrough(s.notifyThrough)
      ? s.notifyThrough
      : DEFAULT_NOTIFICATION_SETTINGS.notifyThrough,
  };
}

/** R-NTF-3: all shows levels 1 and 2, requestsOnly level 2, none nothing. */
export function wantsLevel(notifyIf: NotifyIf, level: NotificationLevel): boolean {
  if (notifyIf === 'all') return true;
  if (notifyIf === 'requestsOnly') return level === LEVEL_REQUEST;
  return false;
}

export interface Channels {
  inApp: boolean;
  push: boolean;
  email: boolean;
}

/**
 * R-NTF-4: the panel always lists what the person asked to be told about; notifyThrough adds push,
 * e-mail, both (all) or neither (none).
 */
export function channelsFor(settings: NotificationSettings, level: NotificationLevel): Channels {
  if (!wantsLevel(settings.notifyIf, level)) return { inApp: false, push: false, email: false };
  const t = settings.notifyThrough;
  return { inApp: true, push: t === 'push' || t === 'all', email: t === 'email' || t === 'all' };
}

// A notification's recipient: a workspace person ('account:<id>') or a client user ('client:<id>').
import type { Region } from '@parley/kernel/regions';

export type RecipientKind = 'account' | 'client';

export interface RecipientRef {
  kind: RecipientKind;
  id: string;
  /** Where the person's own rows live (account settings, push subscriptions). */
  home: Region;
}

export const recipientKey = (r: Pick<RecipientRef, 'kind' | 'id'>) => `${r.kind}:${r.id}`;

/** What the API calls a notification: the region it is stored in and its row id, e.g. 'eu:42'. */
export const notificationRef = (region: Region, id: number) => `${region}:${id}`;

export function parseNotificationRef(ref: string): { region: Region; id: number } | null {
  const m = /^(eu|na):(\d{1,15})$/.exec(ref);
  return m ? { region: m[1] as Region, id: Number(m[2]) } : null;
}

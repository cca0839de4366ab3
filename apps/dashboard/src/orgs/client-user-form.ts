// The Add/Edit User drawer's form (R-ORG-4, R-ORG-6, R-ORG-11, R-ORG-15): the client as a draft, its
// checks, and the input each mode sends.
import type { TClientUser } from '@parley/contract/organisations';
import { validateClientInput } from '@parley/organisations/domain/validate-client-input';
import type { DrawerMode } from './org-info-form';

export interface ClientUserDraft {
  name: string;
  email: string;
  /** Empty on an edit means "keep the current password". */
  password: string;
  canAccess: string[];
  /** Empty until the user reorders: the catalogue order applies. */
  clientTabOrder: string[];
  widgetIDs: string[];
  isOrgAdmin: boolean;
  allowCreateAgents: boolean;
}

/** A new user starts with the organisation's default sections (R-ORG-15) and no agents. */
export function draftOfClient(client: TClientUser | null, defaultAccess: readonly string[]): ClientUserDraft {
  if (!client) {
    return {
      name: '',
      email: '',
      password: '',
      canAccess: [...defaultAccess],
      clientTabOrder: [],
      widgetIDs: [],
      isOrgAdmin: false,
      allowCreateAgents: false,
    };
  }
  return {
    name: client.name,
    email: client.email,
    password: '',
    canAccess: [...client.canAccess],
    clientTabOrder: [...client.clientTabOrder],
    widgetIDs: [...client.widgetIDs],
    isOrgAdmin: client.isOrgAdmin,
    allowCreateAgents: client.allowCreateAgents,
  };
}

/** R-ORG-4: name, e-mail and (on add) password; the server checks the same rule. */
export function validateClientUser(draft: ClientUserDraft, isNew: boolean): string | null {
  return validateClientInput(
    { ...draft, password: isNew || draft.password ? draft.password : undefined },
    { requirePassword: isNew },
  );
}

/** The order the client's tabs will show in: the chosen order for sections still granted, then the rest. */
export function syncTabOrder(order: readonly string[], canAccess: readonly string[]): string[] {
  const kept = order.filter((p) => canAccess.includes(p));
  return [...kept, ...canAccess.filter((p) => !kept.includes(p))];
}

/** Moves the item at `from` by `delta` places, within bounds. */
export function moveItem<T>(list: readonly T[], from: number, delta: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, from + delta));
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}

export interface ClientUserInput {
  name: string;
  email: string;
  password?: string;
  canAccess: string[];
  clientTabOrder: string[];
  widgetIDs: string[];
  isOrgAdmin?: boolean;
  allowCreateAgents?: boolean;
}

/** R-ORG-11: the root-only flags are sent only by the root admin. */
export function toClientInput(draft: ClientUserDraft, mode: DrawerMode): ClientUserInput {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    ...(draft.password && { password: draft.password }),
    canAccess: draft.canAccess,
    clientTabOrder: draft.clientTabOrder.length ? syncTabOrder(draft.clientTabOrder, draft.canAccess) : [],
    widgetIDs: draft.widgetIDs,
    ...(mode === 'root' && { isOrgAdmin: draft.isOrgAdmin, allowCreateAgents: draft.allowCreateAgents }),
  };
}

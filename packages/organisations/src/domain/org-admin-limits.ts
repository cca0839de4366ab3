// What an org admin (R-ORG-11) may change on a client of their organisation: users and their agents
// and sections, within what the organisation already has; never the root-only flags.
import { ORG_MESSAGES } from '@parley/messages/organisations';

export interface OrgAdminChange {
  isOrgAdmin?: boolean;
  allowCreateAgents?: boolean;
  widgetIDs?: readonly string[];
  canAccess?: readonly string[];
}

export interface OrgAdminGrantable {
  /** The organisation's agents (its widgetIDs). */
  agents: readonly string[];
  /** The organisation's default client sections plus the acting admin's own. */
  sections: readonly string[];
}

/** The client as stored, on an edit: what it already has stays allowed. */
export interface CurrentClient {
  isOrgAdmin: boolean;
  allowCreateAgents: boolean;
  widgetIDs: readonly string[];
  canAccess: readonly string[];
}

export type OrgAdminRefusal = { code: 'FORBIDDEN' | 'BAD_REQUEST'; message: string };

/**
 * The first refused part of the change, or null. The root-only flags may be sent only unchanged
 * (false on a new user), so the shared form can post them back as they are.
 */
export function orgAdminRefusal(
  change: OrgAdminChange,
  grantable: OrgAdminGrantable,
  current?: CurrentClient,
): OrgAdminRefusal | null {
  const forbidden = (message: string): OrgAdminRefusal => ({ code: 'FORBIDDEN', message });
  if (change.isOrgAdmin !== undefined && change.isOrgAdmin !== (current?.isOrgAdmin ?? false)) {
    return forbidden(ORG_MESSAGES.onlyRootAdmin);
  }
  if (
    change.allowCreateAgents !== undefined &&
    change.allowCreateAgents !== (current?.allowCreateAgents ?? false)
  ) {
    return forbidden(ORG_MESSAGES.onlyRootAdmin);
  }
  const agents = new Set([...grantable.agents, ...(current?.widgetIDs ?? [])]);
  const agent = change.widgetIDs?.find((id) => !agents.has(id));
  if (agent !== undefined) return { code: 'BAD_REQUEST', message: ORG_MESSAGES.agentNotInOrg(agent) };
  const sections = new Set([...grantable.sections, ...(current?.canAccess ?? [])]);
  const section = change.canAccess?.find((path) => !sections.has(path));
  if (section !== undefined) return forbidden(ORG_MESSAGES.sectionNotAllowed(section));
  return null;
}

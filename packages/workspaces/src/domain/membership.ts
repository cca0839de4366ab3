// Who belongs to a workspace (R-WKS-1, R-WKS-2): its owner, and every e-mail in workspaceEmails.

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface WorkspaceMembership {
  uid: string;
  ownerID: string;
  /** The owner's e-mail. */
  email: string;
  workspaceEmails: string[];
}

/** R-WKS-1: the owner is the account whose id is the workspace's ownerID (the uid, for a personal one). */
export const isWorkspaceOwner = (ws: WorkspaceMembership, accountId: string) => ws.ownerID === accountId;

/** R-WKS-2: a member is anyone whose e-mail, compared without case, is in workspaceEmails. */
export const isWorkspaceMember = (ws: WorkspaceMembership, email: string) => {
  const wanted = normaliseEmail(email);
  return ws.workspaceEmails.some((e) => normaliseEmail(e) === wanted);
};

/**
 * The owner's own entry in workspaceEmails speaks for the owner account only: an account that merely
 * shares the e-mail (the same address signed up in the other region, R-SHL-7) is not let in by it.
 */
export const canActFor = (ws: WorkspaceMembership, account: { id: string; email: string }) =>
  isWorkspaceOwner(ws, account.id) ||
  (isWorkspaceMember(ws, account.email) && normaliseEmail(account.email) !== normaliseEmail(ws.email));

/** The personal workspace shares the account's id (R-WKS-10). */
export const isPersonalWorkspace = (ws: { uid: string; ownerID: string }) => ws.uid === ws.ownerID;

export type WorkspaceRole = 'owner' | 'member';

export const roleOf = (ws: WorkspaceMembership, accountId: string): WorkspaceRole =>
  isWorkspaceOwner(ws, accountId) ? 'owner' : 'member';

/** A member list as stored: trimmed, lower-cased, each e-mail once, in the given order. */
export function uniqueEmails(emails: readonly string[]): string[] {
  return [...new Set(emails.map(normaliseEmail).filter(Boolean))];
}

// Messages of workspaces, members, invitations and plan limits. Spec messages (002 §8) are quoted
// exactly; the ones marked "ours" fill gaps the spec leaves.
export const WORKSPACE_MESSAGES = {
  /** R-WKS-3 */
  invalidEmail: 'Please enter a valid email',
  /** R-WKS-4 (sic) */
  cannotInviteYourself: "You can't invite yourself lol",
  /** R-WKS-5 */
  maxSeats: 'You have reached the maximum number of seats',
  /** R-WKS-7 */
  inviteFailed: (email: string) => `Failed to invite ${email}`,
  invited: (email: string) => `Successfully invited ${email}`,
  /** R-WKS-6 */
  joinNoSeats: 'Failed to add user to workspace, workspace does not have enough seats',
  /** R-WKS-8 */
  nameRequired: 'Please enter a workspace name.',
  /** R-WKS-9 */
  cannotRemoveYourself: 'You cannot remove yourself from the workspace.',
  /** R-WKS-11 */
  saveFailed: 'Failed to save workspace.',
  saved: 'Successfully saved workspace data.',
  deleted: 'Successfully deleted workspace.',
  deleteFailed: 'Failed to delete workspace.',

  /** Ours: the join link is unknown, revoked, for another e-mail, or expired. */
  invitationInvalid:
    'This invitation link is invalid or has expired. Ask the workspace owner for a new invitation.',
  /** Ours */
  alreadyMember: (email: string) => `${email} is already a member of this workspace.`,
  /** Ours: owner-only actions tried by a member or another workspace's key. */
  ownerOnly: 'Only the workspace owner can do this.',
  /** Ours: the workspace is not one the caller owns or belongs to (reads like a missing one). */
  notFound: 'Workspace not found.',
  /** Ours (R-WKS-10) */
  confirmationMismatch: 'Type THIS ACTION CANNOT BE UNDONE. to confirm.',
  personalNotDeletable: 'Your personal workspace cannot be deleted.',
  /** Ours */
  ownerCannotLeave: 'The owner cannot leave the workspace. Delete it instead.',
  memberNotFound: (email: string) => `${email} is not a member of this workspace.`,
  invitationNotFound: 'This invitation no longer exists.',
  ownerEmailRequired: "The workspace owner's email cannot be removed from the workspace.",
  uidMismatch: 'The uid in the body does not match the workspace in the path.',
  /** Ours: R-WKS-14 only mails the workspace's own members (not an open relay). */
  recipientsNotMembers: (emails: string[]) =>
    `Mail can only be sent to members of this workspace: ${emails.join(', ')} ${emails.length === 1 ? 'is' : 'are'} not.`,
  mailFailed: 'The mail could not be delivered. It is kept in the outbox with the reason.',
  mailNotFound: 'Mail not found.',
  invalidPhotoUrl: 'The logo must be an http(s) address.',
  nameTooLong: 'The workspace name must be at most 100 characters.',
  switched: (name: string) => `Switched to ${name}`,
  created: (name: string) => `Created ${name}`,
  left: (name: string) => `You left ${name}.`,
  memberRemoved: (email: string) => `Removed ${email} from the workspace.`,
  invitationRevoked: (email: string) => `Revoked the invitation of ${email}.`,
} as const;

/** R-WKS-10: the text typed to confirm a deletion. */
export const DELETE_WORKSPACE_CONFIRMATION = 'THIS ACTION CANNOT BE UNDONE.';

/** Ours: plan limits R-WKS-17 enforced where they apply. */
export const LIMIT_MESSAGES = {
  agents: (limit: number) =>
    `Your plan allows ${limit} ${limit === 1 ? 'agent' : 'agents'}. Delete an agent or upgrade your plan to create another.`,
  clients: (limit: number) =>
    `Your plan allows ${limit} ${limit === 1 ? 'client' : 'clients'}. Remove a client or upgrade your plan to add another.`,
} as const;

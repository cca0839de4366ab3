// R-WKS-10: deleting a workspace needs the typed confirmation and is never offered for the personal one.
import { DELETE_WORKSPACE_CONFIRMATION, WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { isPersonalWorkspace } from './membership';

/** Exactly the confirmation text; surrounding spaces are forgiven, case and the final dot are not. */
export const isDeleteConfirmed = (typed: string) => typed.trim() === DELETE_WORKSPACE_CONFIRMATION;

/** The refusal message, or null when the workspace may be deleted. */
export function deleteRefusal(ws: { uid: string; ownerID: string }, typed: string | null): string | null {
  if (isPersonalWorkspace(ws)) return WORKSPACE_MESSAGES.personalNotDeletable;
  if (typed !== null && !isDeleteConfirmed(typed)) return WORKSPACE_MESSAGES.confirmationMismatch;
  return null;
}

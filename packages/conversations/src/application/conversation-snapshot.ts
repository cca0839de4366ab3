// A conversation row as the handoff state machine sees it, and back.
import { asState, type HandoffSnapshot } from '../domain/handoff-state';
import type { ConversationRow } from '../infrastructure/conversation-repo';

export function snapshotOf(row: ConversationRow): HandoffSnapshot {
  return {
    state: asState(row.state),
    assignee: row.chatAssignedTo ? { id: row.chatAssignedTo, name: row.assigneeName ?? '' } : null,
    deadline: row.handoffDeadline,
    requestedAt: row.handoffRequestedAt,
    manualControl: row.manualControl,
  };
}

export function columnsOf(s: HandoffSnapshot) {
  return {
    state: s.state,
    chatAssignedTo: s.assignee?.id ?? null,
    assigneeName: s.assignee?.name ?? null,
    handoffDeadline: s.deadline,
    handoffRequestedAt: s.requestedAt,
    manualControl: s.manualControl,
  };
}

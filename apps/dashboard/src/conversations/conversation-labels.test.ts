import { describe, expect, it } from 'vitest';
import {
  assigneeLabel,
  CONVERSATION_STATE_BADGE,
  interactionsLabel,
  visitorName,
} from './conversation-labels';

describe('conversation labels', () => {
  it('names the visitor by name, then e-mail, then a short id', () => {
    expect(visitorName({ userName: 'Ana', userEmail: 'ana@example.com', userId: 'u_1234567890' })).toBe(
      'Ana',
    );
    expect(visitorName({ userName: ' ', userEmail: 'ana@example.com', userId: 'u_1234567890' })).toBe(
      'ana@example.com',
    );
    expect(visitorName({ userName: null, userEmail: null, userId: 'u_1234567890' })).toBe('Visitor 567890');
    // Widget visitor ids are `${agentId}-` + 12 alphanumerics (apps/widget visitor-id.ts).
    expect(visitorName({ userName: null, userEmail: null, userId: 'parleyDemoAgent1-Ab3dE6gH9jK2' })).toBe(
      'Visitor gH9jK2',
    );
  });

  it('R-HND-1 has a badge for every conversation state', () => {
    expect(Object.keys(CONVERSATION_STATE_BADGE).sort()).toEqual([
      'ai-chatting',
      'ended_chat',
      'human-chatting',
      'requested_chat',
    ]);
  });

  it('counts visitor messages', () => {
    expect(interactionsLabel(1)).toBe('1 message');
    expect(interactionsLabel(0)).toBe('0 messages');
  });

  it('says who has the conversation: you, someone by name, or nobody', () => {
    expect(assigneeLabel({ chatAssignedTo: 'account:1', assigneeName: 'Ada' }, 'account:1')).toBe('You');
    expect(assigneeLabel({ chatAssignedTo: 'client:2', assigneeName: 'Grace' }, 'account:1')).toBe('Grace');
    expect(assigneeLabel({ chatAssignedTo: 'client:2', assigneeName: null }, null)).toBe('Someone');
    expect(assigneeLabel({ chatAssignedTo: null, assigneeName: null }, 'account:1')).toBeNull();
  });
});

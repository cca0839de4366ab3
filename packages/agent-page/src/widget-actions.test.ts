import { describe, expect, it } from 'vitest';
import { deployWidgetView, testChatbotTarget } from './widget-actions';

describe('R-WSP-3 Test Chatbot', () => {
  it('needs a saved agent id', () => {
    expect(testChatbotTarget('AgentChat0000001')).toEqual({ vgId: 'AgentChat0000001' });
    expect(testChatbotTarget(undefined)).toBeNull();
    expect(testChatbotTarget('')).toBeNull();
    expect(testChatbotTarget('new')).toBeNull();
  });
});

describe('R-WSP-4 Deploy Widget', () => {
  it("without a saved agent: 'Please save and publish first.'", () => {
    expect(deployWidgetView(null, { published: true })).toEqual({
      kind: 'blocked',
      message: 'Please save and publish first.',
    });
  });

  it('shows the snippet, with the message while edits are unpublished', () => {
    expect(deployWidgetView('AgentChat0000001', { published: true })).toEqual({
      kind: 'snippet',
      agentId: 'AgentChat0000001',
      notice: null,
    });
    expect(deployWidgetView('AgentChat0000001', { published: false })).toMatchObject({
      kind: 'snippet',
      notice: 'Please save and publish first.',
    });
  });
});

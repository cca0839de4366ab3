import { describe, expect, it } from 'vitest';
import { embedSnippet, testChatFrameSrc } from './embed-snippet';

describe('embed snippet', () => {
  it('points at the server origin with the agent id and region', () => {
    expect(embedSnippet('https://chat.example.com', 'parleyDemoAgent1', 'eu')).toBe(
      '<script src="https://chat.example.com/embed.js" data-agent-id="parleyDemoAgent1" data-region="eu" async></script>',
    );
  });

  it('opens the widget frame for the debugger test chat', () => {
    expect(testChatFrameSrc('parleyDemoAgent1', 'na')).toBe(
      '/widget/frame.html?agentId=parleyDemoAgent1&region=na',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { toAgentView } from './agent-view';

describe('toAgentView', () => {
  it('reads the shown fields of an agent document', () => {
    expect(
      toAgentView(
        {
          ID: 'parleyDemoAgent1',
          title: 'Demo',
          description: 'Hi',
          agentPlatform: 'vg',
          enableNodes: true,
          lastModified: 1_700_000_000,
          systemPrompt: 'x',
        },
        'ignored',
      ),
    ).toEqual({
      ID: 'parleyDemoAgent1',
      title: 'Demo',
      description: 'Hi',
      agentPlatform: 'vg',
      enableNodes: true,
      lastModified: 1_700_000_000,
    });
  });

  it('falls back for missing or mistyped fields', () => {
    expect(toAgentView({ title: 42, roundedImageURL: '' }, 'abcdef')).toEqual({
      ID: 'abcdef',
      title: '',
      description: '',
      agentPlatform: 'vg',
      enableNodes: false,
    });
  });
});

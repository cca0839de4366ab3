import { describe, expect, it } from 'vitest';
import { readAgentSettings } from './agent-settings';
import { checkLimits } from './interaction-limits';

describe('limits checked before the model is called', () => {
  it('R-IAPI-3 refuses once the visitor has used maxInteractionsPerUserId messages', () => {
    const settings = readAgentSettings({ limits: { maxInteractionsPerUserId: 2 } });
    expect(checkLimits(settings, 1)).toBe('ok');
    expect(checkLimits(settings, 2)).toBe('ok');
    expect(checkLimits(settings, 3)).toBe('max-interactions');
  });
  it('R-WSH-7 reports tokens consumed when tokensUsage reaches a positive maxTokensUsage', () => {
    expect(checkLimits(readAgentSettings({ maxTokensUsage: 100, tokensUsage: 100 }), 1)).toBe(
      'tokens-consumed',
    );
    expect(checkLimits(readAgentSettings({ maxTokensUsage: 100, tokensUsage: 99 }), 1)).toBe('ok');
    expect(checkLimits(readAgentSettings({ maxTokensUsage: 0, tokensUsage: 5000 }), 1)).toBe('ok');
  });
  it('R-AGD-17 reads the starter defaults when the doc leaves them out', () => {
    expect(readAgentSettings({})).toMatchObject({
      temperature: 0.5,
      maxTokens: 1024,
      showSources: true,
      maxInteractionsPerUserId: null,
    });
    expect(readAgentSettings({ vgOptions: { showSources: false } }).showSources).toBe(false);
  });
});

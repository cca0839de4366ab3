import { describe, expect, it } from 'vitest';
import { applyAgentPatch, buildNewAgent } from './build-agent';

describe('buildNewAgent', () => {
  const base = { id: 'A'.repeat(16), ownerID: 'W'.repeat(15), nowSeconds: 1_700_000_000 };

  it('R-AGD-4 R-AGD-5 R-AGD-7 R-AGD-8 R-AGD-10 R-AGD-11 R-AGD-12 applies the widget defaults', () => {
    const doc = buildNewAgent({ ...base, body: { title: 'Ava' } });
    expect(doc).toMatchObject({
      title: 'Ava',
      description: 'Your virtual assistant.',
      theme: 'blue-dark',
      proactiveMessage: '👋 Hi, how can I help you today?',
      messageDelayMS: 1000,
      lang: 'en',
      recordChatHistory: true,
      smartInit: true,
      UIhandoffTitle: 'Support Team',
      UIhandoffSubtitle: 'We reply within minutes ⚡',
      agentPlatform: 'vg',
    });
    expect(doc.branding).toMatch(/powered by/i);
  });

  it('R-AGD-17 merges the native starter defaults for the vg platform', () => {
    const doc = buildNewAgent({ ...base, body: { title: 'Ava' } });
    expect(doc).toMatchObject({
      model: 'gpt-4o',
      enableUIEngine: true,
      temperature: 0.5,
      maxTokens: 1024,
      kbDefaultDimension: 1536,
      vgOptions: { maxChunkSize: 2424, showSources: true },
      internal: { websocketServer: 'nodejs' },
    });
    expect(typeof doc.systemPrompt).toBe('string');
    expect(typeof doc.initPrompt).toBe('string');
    expect(Array.isArray(doc.initMessages)).toBe(true);
  });

  it('R-AGC-14 skips the starter defaults when an LLM-studio option is set', () => {
    const doc = buildNewAgent({ ...base, body: { title: 'Ava', llmStudio: true } });
    expect(doc.model).toBeUndefined();
    expect(doc.description).toBe('Your virtual assistant.');
  });

  it('R-AGC-19 R-AGD-9 R-VOC-2 creation sets owner, zero usage, v2 config and utterance threshold 50', () => {
    const doc = buildNewAgent({
      ...base,
      body: { title: 'Ava', ownerID: 'someone-else', maxTokensUsage: 999 } as never,
    });
    expect(doc.ownerID).toBe(base.ownerID);
    expect(doc.maxTokensUsage).toBe(0);
    expect((doc.internal as Record<string, unknown>).accountCreationConfig).toBe('v2');
    expect((doc.internal as Record<string, unknown>).websocketServer).toBe('nodejs');
    expect(
      (doc.voiceConfig as { transcriber: { utteranceThreshold: number } }).transcriber.utteranceThreshold,
    ).toBe(50);
  });

  it('R-AGD-13 lastModified is stored in unix seconds; template values sit under the body', () => {
    const doc = buildNewAgent({
      ...base,
      body: { title: 'Ava', temperature: 0.9 },
      template: { temperature: 0.2, initMessages: ['Hi'] },
    });
    expect(doc.lastModified).toBe(1_700_000_000);
    expect(doc.temperature).toBe(0.9);
    expect(doc.initMessages).toEqual(['Hi']);
  });
});

describe('applyAgentPatch', () => {
  it('merges nested fields and keeps identity and ownership', () => {
    const current = {
      ID: 'x',
      ownerID: 'w',
      vgOptions: { maxChunkSize: 2424, showSources: true },
      lastModified: 1,
    };
    const next = applyAgentPatch(
      current,
      { vgOptions: { maxChunkSize: 3000 }, ID: 'y', ownerID: 'evil' } as never,
      5,
    );
    expect(next).toEqual({
      ID: 'x',
      ownerID: 'w',
      vgOptions: { maxChunkSize: 3000, showSources: true },
      lastModified: 5,
    });
  });
});

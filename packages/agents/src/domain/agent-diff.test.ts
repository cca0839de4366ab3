import { describe, expect, it } from 'vitest';
import { diffAgentDocs } from './agent-diff';

describe('diffAgentDocs', () => {
  it('lists added, removed and changed fields with dotted paths, sorted by path', () => {
    const before = {
      title: 'Ava',
      description: 'Old',
      vgOptions: { maxChunkSize: 2424, showSources: true },
      ui: { widgetType: 'chat' },
      initMessages: ['Hi'],
    };
    const after = {
      title: 'Ava',
      vgOptions: { maxChunkSize: 3000, showSources: true, topK: 4 },
      initMessages: ['Hi', 'Welcome'],
      lang: 'fr',
      ui: 'tabs',
    };
    expect(diffAgentDocs(before, after)).toEqual([
      { path: 'description', kind: 'removed', before: 'Old' },
      { path: 'initMessages', kind: 'changed', before: ['Hi'], after: ['Hi', 'Welcome'] },
      { path: 'lang', kind: 'added', after: 'fr' },
      { path: 'ui', kind: 'changed', before: { widgetType: 'chat' }, after: 'tabs' },
      { path: 'vgOptions.maxChunkSize', kind: 'changed', before: 2424, after: 3000 },
      { path: 'vgOptions.topK', kind: 'added', after: 4 },
    ]);
  });

  it('ignores lastModified, ts, createdAt, ownerID and userId, and equal arrays', () => {
    const before = { ID: 'A1', lastModified: 1, ts: 1, createdAt: 1, ownerID: 'W1', nodes: [{ id: 'a' }] };
    const after = { ID: 'A1', lastModified: 2, ts: 2, createdAt: 2, userId: 'U', nodes: [{ id: 'a' }] };
    expect(diffAgentDocs(before, after)).toEqual([]);
  });

  it('reports an added nested object as one change and a nested ignored name as a real change', () => {
    expect(diffAgentDocs({}, { limits: { maxInteractionsPerUserId: 5 } })).toEqual([
      { path: 'limits', kind: 'added', after: { maxInteractionsPerUserId: 5 } },
    ]);
    expect(diffAgentDocs({ internal: { ts: 1 } }, { internal: { ts: 2 } })).toEqual([
      { path: 'internal.ts', kind: 'changed', before: 1, after: 2 },
    ]);
  });
});

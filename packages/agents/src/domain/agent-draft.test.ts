import { describe, expect, it } from 'vitest';
import { draftView, mergeDraftPatch } from './agent-draft';

const published = {
  ID: 'AgentDraft000001',
  ownerID: 'W1',
  title: 'Ava',
  lastModified: 100,
  vgOptions: { maxChunkSize: 2424, showSources: true },
  initMessages: ['Hi', 'There'],
};

describe('drafts', () => {
  it('R-VER-17 the draft view merges nested objects, replaces arrays and keeps identity and lastModified', () => {
    const patch = {
      ID: 'Other',
      lastModified: 999,
      vgOptions: { maxChunkSize: 3000 },
      initMessages: ['Hello'],
    };
    expect(draftView(published, patch)).toEqual({
      ...published,
      vgOptions: { maxChunkSize: 3000, showSources: true },
      initMessages: ['Hello'],
    });
  });

  it('R-VER-12 merging an edit drops protected fields and leaves equal to the published agent', () => {
    const stored = { title: 'Bob', vgOptions: { maxChunkSize: 3000 } };
    expect(mergeDraftPatch(published, stored, { ownerID: 'W2', description: 'New' })).toEqual({
      title: 'Bob',
      vgOptions: { maxChunkSize: 3000 },
      description: 'New',
    });
    expect(mergeDraftPatch(published, stored, { title: 'Ava', vgOptions: { maxChunkSize: 2424 } })).toEqual(
      {},
    );
  });
});

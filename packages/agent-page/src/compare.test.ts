import { describe, expect, it } from 'vitest';
import { isPublished, isSettingsSaved } from './compare';

const server = {
  ID: 'agent-1',
  title: 'Support',
  vgOptions: { handoffTimeout: 60, showSources: true },
  tools: [{ name: 'lookup', params: { a: 1 } }],
  lastModified: 1_700_000_000,
  ts: 5,
  ownerID: 'owner',
  userId: 'owner',
  createdAt: 1_600_000_000,
  vapi: { id: 'v1' },
};

describe('local versus server data', () => {
  it('R-VER-12 published when equal ignoring lastModified, ts, ownerID and userId', () => {
    const draft = {
      tools: [{ params: { a: 1 }, name: 'lookup' }],
      vgOptions: { showSources: true, handoffTimeout: 60 },
      title: 'Support',
      ID: 'agent-1',
      lastModified: 1_800_000_000,
      ts: 9,
      ownerID: 'x',
      createdAt: 1_600_000_000,
      vapi: { id: 'v1' },
    };
    expect(isPublished(draft, server)).toBe(true);
  });

  it('R-VER-12 undefined fields equal absent ones; any other change is unpublished', () => {
    expect(isPublished({ ...server, description: undefined }, server)).toBe(true);
    expect(isPublished({ ...server, title: 'Sales' }, server)).toBe(false);
    expect(isPublished({ ...server, vgOptions: { handoffTimeout: 61, showSources: true } }, server)).toBe(
      false,
    );
    expect(isPublished({ ...server, tools: [] }, server)).toBe(false);
    expect(isPublished({ ...server, description: null }, server)).toBe(false);
    expect(isPublished({ ...server, createdAt: 1 }, server)).toBe(false);
    expect(isPublished({ ...server, vapi: { id: 'v2' } }, server)).toBe(false);
  });

  it('R-VER-17 saved when equal ignoring lastModified, createdAt and vapi', () => {
    expect(isSettingsSaved({ ...server, lastModified: 1, createdAt: 2, vapi: { id: 'other' } }, server)).toBe(
      true,
    );
    const { vapi: _vapi, createdAt: _createdAt, ...withoutIgnored } = server;
    expect(isSettingsSaved({ ...withoutIgnored, extra: undefined }, server)).toBe(true);
    expect(isSettingsSaved({ ...server, ts: 6 }, server)).toBe(false);
    expect(isSettingsSaved({ ...server, ownerID: 'x' }, server)).toBe(false);
    expect(isSettingsSaved({ ...server, vgOptions: { handoffTimeout: 60 } }, server)).toBe(false);
  });
});

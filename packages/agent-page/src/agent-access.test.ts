import { describe, expect, it } from 'vitest';
import { canOpenAgentPage, isSharePath } from './agent-access';

const page = '/app/eu/agents/agent-1/overview';
const base = { path: page, agentId: 'agent-1', agentOwnerId: 'owner-uid' };

describe('agent page access', () => {
  it('R-APS-4 the owning workspace opens the page', () => {
    expect(canOpenAgentPage({ ...base, viewer: { kind: 'workspace' }, workspaceUid: 'owner-uid' })).toEqual({
      allowed: true,
      as: 'owner',
    });
  });

  it('R-APS-4 a client whose widgetIDs include the agent opens the page', () => {
    const viewer = { kind: 'client', canAccess: ['/home'] } as const;
    expect(canOpenAgentPage({ ...base, viewer, clientWidgetIds: ['other', 'agent-1'] })).toEqual({
      allowed: true,
      as: 'client',
    });
  });

  it('R-APS-4 a /share path grants the share view only', () => {
    expect(canOpenAgentPage({ ...base, path: '/share/agent-1', viewer: { kind: 'share' } })).toEqual({
      allowed: true,
      as: 'share',
    });
    expect(
      canOpenAgentPage({ ...base, path: '/share', viewer: { kind: 'workspace' }, workspaceUid: 'someone' }),
    ).toEqual({ allowed: true, as: 'share' });
  });

  it('R-APS-4 has no other bypass: random uid, empty uid, client without the widget, share viewer off /share', () => {
    const refused = { allowed: false };
    expect(canOpenAgentPage({ ...base, viewer: { kind: 'workspace' }, workspaceUid: 'random-uid' })).toEqual(
      refused,
    );
    expect(canOpenAgentPage({ ...base, viewer: { kind: 'workspace' }, workspaceUid: '' })).toEqual(refused);
    expect(
      canOpenAgentPage({ ...base, agentOwnerId: '', viewer: { kind: 'workspace' }, workspaceUid: '' }),
    ).toEqual(refused);
    expect(canOpenAgentPage({ ...base, viewer: { kind: 'workspace' } })).toEqual(refused);
    expect(
      canOpenAgentPage({
        ...base,
        viewer: { kind: 'client', canAccess: ['/home'] },
        clientWidgetIds: ['other'],
      }),
    ).toEqual(refused);
    expect(canOpenAgentPage({ ...base, viewer: { kind: 'client', canAccess: ['/home'] } })).toEqual(refused);
    expect(
      canOpenAgentPage({
        ...base,
        agentId: '',
        viewer: { kind: 'client', canAccess: ['/home'] },
        clientWidgetIds: [''],
      }),
    ).toEqual(refused);
    expect(canOpenAgentPage({ ...base, viewer: { kind: 'share' } })).toEqual(refused);
    // A client is not the owner even when its id equals the owner's uid.
    expect(
      canOpenAgentPage({ ...base, viewer: { kind: 'client', canAccess: [] }, workspaceUid: 'owner-uid' }),
    ).toEqual(refused);
  });

  it('R-APS-16 share paths are those whose first segment is share', () => {
    expect(isSharePath('/share')).toBe(true);
    expect(isSharePath('/share/agent-1?x=1')).toBe(true);
    expect(isSharePath('/shared/agent-1')).toBe(false);
    expect(isSharePath('/app/eu/share/agent-1')).toBe(false);
    expect(isSharePath('/app/eu/agents/agent-1/overview?share')).toBe(false);
  });
});

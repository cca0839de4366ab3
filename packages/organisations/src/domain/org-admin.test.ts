import { describe, expect, it } from 'vitest';
import { canGrantOrgAdmin } from './org-admin';

const org = { ownerID: 'AgencyOwner0001' };

describe('canGrantOrgAdmin', () => {
  it("R-ORG-11 the agency owner's workspace session is the root admin", () => {
    expect(
      canGrantOrgAdmin(
        { kind: 'session', accountId: 'a', email: 'o@example.com', workspaceUid: org.ownerID, region: 'eu' },
        org,
      ),
    ).toBe(true);
  });

  it('R-ORG-11 an org-admin client never can', () => {
    expect(canGrantOrgAdmin({ kind: 'client', clientId: 'c', orgId: 'o', isOrgAdmin: true }, org)).toBe(
      false,
    );
  });

  it("R-ORG-11 another workspace's session, a workspace secret or an agent key cannot", () => {
    expect(
      canGrantOrgAdmin(
        {
          kind: 'session',
          accountId: 'b',
          email: 'b@example.com',
          workspaceUid: 'Someone0000else',
          region: 'eu',
        },
        org,
      ),
    ).toBe(false);
    expect(canGrantOrgAdmin({ kind: 'workspace-secret', workspaceUid: org.ownerID, region: 'eu' }, org)).toBe(
      false,
    );
    expect(canGrantOrgAdmin({ kind: 'agent-secret', agentId: 'x', region: 'eu' }, org)).toBe(false);
  });
});

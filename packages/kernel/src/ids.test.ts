import { describe, expect, it } from 'vitest';
import {
  defaultWorkspaceName,
  newAgentId,
  newAgentSecretKey,
  newWorkspaceSecret,
  newWorkspaceUid,
  randomId,
} from './ids';

describe('ids', () => {
  it('R-AGD-2 agent ids are 16 random alphanumeric characters', () => {
    const ids = new Set(Array.from({ length: 200 }, newAgentId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
  });
  it('R-WKS-16 workspace uid is 15 characters, secret is vg_ plus 20, name is Personal plus a suffix', () => {
    expect(newWorkspaceUid()).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(newWorkspaceSecret()).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(defaultWorkspaceName()).toMatch(/^Personal [A-Za-z0-9]{4}$/);
  });
  it('R-AGD-3 SECRET_API_KEY is vg_ plus 20 random characters', () => {
    expect(newAgentSecretKey()).toMatch(/^vg_[A-Za-z0-9]{20}$/);
  });
  it('draws every character of the alphabet', () => {
    expect(new Set(randomId(5000)).size).toBe(62);
  });
});

import { type LocalDnsServer, startLocalDnsServer } from '@parley/agencies/testing/local-dns-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedWidgetAgent } from '../testing/widget-fixtures';

type Links = { region: string; agencyDomain: string | null };
type DomainView = { records: Array<{ name: string; value: string }> };

describe('widgetSettings.links', () => {
  let s: TestServer;
  let dns: LocalDnsServer;
  beforeAll(async () => {
    dns = await startLocalDnsServer();
    s = await startTestServer({ env: { DNS_SERVERS: dns.address } });
  });
  afterAll(async () => {
    await s.close();
    await dns.close();
  });

  it("R-WSP-6 names the agency's domain only once it is verified", async () => {
    const { owner, agentId } = await seedWidgetAgent(s, { agentRegion: 'na' });
    const links = () =>
      s.trpc<Links>('query', 'widgetSettings.links', { region: 'na', agentId }, owner.cookie);
    expect((await links()).data).toEqual({ region: 'na', agencyDomain: null });

    const added = await s.trpc<DomainView>(
      'mutation',
      'agency.addCustomDomain',
      { domain: 'chat.widgets-agency.test' },
      owner.cookie,
    );
    expect((await links()).data.agencyDomain).toBeNull();
    const txt = added.data.records[0];
    dns.setTxt(txt?.name ?? '', [txt?.value ?? '']);
    await s.trpc('mutation', 'agency.verifyCustomDomain', undefined, owner.cookie);
    expect((await links()).data).toEqual({ region: 'na', agencyDomain: 'chat.widgets-agency.test' });
  });

  it("refuses someone else's agent and anonymous callers", async () => {
    const { agentId } = await seedWidgetAgent(s);
    const stranger = await s.seedWorkspaceOwner();
    const theirs = await s.trpc('query', 'widgetSettings.links', { region: 'eu', agentId }, stranger.cookie);
    expect(theirs.error?.data.code).toBe('FORBIDDEN');
    const anonymous = await s.trpc('query', 'widgetSettings.links', { region: 'eu', agentId });
    expect(anonymous.error?.data.code).toBe('UNAUTHORIZED');
  });
});

import { describe, expect, it } from 'vitest';
import {
  AGENT_TABS,
  customAgentTabs,
  customTabSlug,
  onlyBuiltTabs,
  resolveAgentTabRoute,
} from './agent-tabs';

describe('agent tab catalogue', () => {
  it('R-APS-3 keys, labels and order indices', () => {
    expect(AGENT_TABS.map((t) => [t.key, t.label, t.order])).toEqual([
      ['home', 'Home', -2],
      ['overview', 'Design', 0],
      ['convos', 'Conversations', 1],
      ['analytics', 'Analytics', 2],
      ['kb', 'Knowledge', 3],
      ['channels', 'Channels', 4],
      ['settings', 'Settings', 5],
      ['nodes', 'Prompt', 6],
      ['prompt', 'Canvas', 7],
      ['tools', 'Tools', 8],
      ['integrations', 'Integrations', 10],
      ['leads', 'Leads', 11],
      ['voice', 'Voice', 12],
      ['campaigns', 'Campaigns', 13],
      ['metrics', 'Metrics', 14],
    ]);
  });

  it('R-APS-2 the built tabs are home, overview, convos, kb, settings, nodes, prompt and tools', () => {
    expect(AGENT_TABS.filter((t) => t.built).map((t) => t.key)).toEqual([
      'home',
      'overview',
      'convos',
      'kb',
      'settings',
      'nodes',
      'prompt',
      'tools',
    ]);
  });

  it('R-APS-2 tabs that are not built are dropped by the built filter', () => {
    const keys = onlyBuiltTabs(AGENT_TABS).map((t) => t.key);
    for (const unbuilt of ['analytics', 'channels', 'integrations', 'leads', 'voice', 'campaigns']) {
      expect(keys).not.toContain(unbuilt);
    }
    expect(onlyBuiltTabs([{ built: false }, { built: true }])).toEqual([{ built: true }]);
  });

  it('R-APS-3 custom tabs take order 50 and up in list order, keyed c/<slug>', () => {
    expect(
      customAgentTabs([
        { label: 'FAQ', href: '/faq' },
        { label: 'Broken', href: '/' },
        { label: 'Docs', slug: 'docs', alwaysVisible: true },
      ]),
    ).toEqual([
      {
        key: 'c/faq',
        label: 'FAQ',
        order: 50,
        built: false,
        description: 'FAQ (agency page)',
        alwaysVisible: false,
      },
      {
        key: 'c/docs',
        label: 'Docs',
        order: 52,
        built: false,
        description: 'Docs (agency page)',
        alwaysVisible: true,
      },
    ]);
  });

  it('R-APS-2 custom tab slugs come from the href without its slash', () => {
    expect(customTabSlug({ href: '/reports/' })).toBe('reports');
    expect(customTabSlug({ href: '/a/b' })).toBe('a/b');
    expect(customTabSlug({ href: '/../x' })).toBeNull();
    expect(customTabSlug({ href: '' })).toBeNull();
  });

  it('R-APS-1 every catalogue key is a known route, anything else 404s', () => {
    expect(resolveAgentTabRoute('overview')).toBe('known');
    expect(resolveAgentTabRoute('home')).toBe('known');
    expect(resolveAgentTabRoute('voice')).toBe('known');
    expect(resolveAgentTabRoute('metrics')).toBe('known');
    expect(resolveAgentTabRoute('c/faq')).toBe('known');
    expect(resolveAgentTabRoute('c/')).toBe('unknown');
    expect(resolveAgentTabRoute('customize')).toBe('unknown');
    expect(resolveAgentTabRoute('Overview')).toBe('unknown');
    expect(resolveAgentTabRoute('')).toBe('unknown');
    expect(resolveAgentTabRoute('nope')).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { type AgentTabsInput, agentTabsByRule, defaultAgentTab, visibleAgentTabs } from './tab-visibility';

const vg = { agentPlatform: 'vg', enableNodes: false };
const vgNodes = { agentPlatform: 'vg', enableNodes: true };
const vf = { agentPlatform: 'vf', enableNodes: false };
const workspace = { kind: 'workspace' } as const;
const ALL_PATHS = [
  '/home',
  '/convos',
  '/analytics',
  '/kb',
  '/channels',
  '/settings',
  '/nodes',
  '/prompt',
  '/tools',
];

const input = (patch: Partial<AgentTabsInput>): AgentTabsInput => ({
  viewer: workspace,
  agent: vg,
  agencyMode: false,
  hiddenTabs: [],
  ...patch,
});
const keys = (patch: Partial<AgentTabsInput>) => visibleAgentTabs(input(patch)).map((t) => t.key);
const ruleKeys = (patch: Partial<AgentTabsInput>) => agentTabsByRule(input(patch)).map((t) => t.key);

describe('agent tab visibility', () => {
  it('R-APS-5 workspace users see every built tab for their platform, in order', () => {
    expect(keys({})).toEqual(['overview', 'convos', 'kb', 'settings', 'tools']);
    expect(visibleAgentTabs(input({}))[0]).toEqual({
      key: 'overview',
      label: 'Design',
      order: 0,
      built: true,
      description: 'Name, description and identity of the agent and its chat widget.',
    });
  });

  it('R-APS-2 tabs the rules allow but that are not built are never visible', () => {
    expect(ruleKeys({})).toEqual([
      'overview',
      'convos',
      'analytics',
      'kb',
      'channels',
      'settings',
      'tools',
      'leads',
      'voice',
    ]);
    expect(keys({})).not.toContain('analytics');
    expect(keys({})).not.toContain('voice');
    expect(keys({ agent: vf })).not.toContain('integrations');
  });

  it('R-APS-6 hides Home from workspace users', () => {
    expect(ruleKeys({})).not.toContain('home');
  });

  it('R-APS-6 hides Tools when enableNodes is on', () => {
    expect(keys({ agent: vg })).toContain('tools');
    expect(keys({ agent: vgNodes })).not.toContain('tools');
  });

  it('R-APS-6 Integrations only for the external-flow platform', () => {
    expect(ruleKeys({ agent: vf })).toContain('integrations');
    expect(ruleKeys({ agent: vg })).not.toContain('integrations');
    expect(ruleKeys({ agent: { agentPlatform: 'oai-assistants', enableNodes: false } })).not.toContain(
      'integrations',
    );
  });

  it('R-APS-7 Prompt and Canvas only when the agent uses nodes', () => {
    expect(keys({ agent: vgNodes })).toEqual(['overview', 'convos', 'kb', 'settings', 'nodes', 'prompt']);
    expect(keys({ agent: vg })).not.toContain('nodes');
    expect(keys({ agent: vg })).not.toContain('prompt');
  });

  it('R-APS-7 Prompt and Canvas for a client need enableNodes and an access entry', () => {
    const viewer = { kind: 'client', canAccess: ['/home', '/nodes'] } as const;
    expect(keys({ viewer, agent: vgNodes })).toEqual(['home', 'nodes']);
    expect(keys({ viewer, agent: vg })).toEqual(['home']);
  });

  it('R-APS-7 custom agency tabs only in agency mode', () => {
    const customTabs = [{ label: 'FAQ', href: '/faq' }];
    expect(ruleKeys({ customTabs, agencyMode: true })).toContain('c/faq');
    expect(ruleKeys({ customTabs, agencyMode: false })).not.toContain('c/faq');
    // No page renders custom tabs yet, so they are not built and not shown.
    expect(keys({ customTabs, agencyMode: true })).not.toContain('c/faq');
  });

  it('R-APS-5 clients see only the tabs in canAccess: /home is their summary page, /overview the Design page', () => {
    const viewer = { kind: 'client', canAccess: ['/home', '/convos', '/campaigns', '/unknown'] } as const;
    const tabs = visibleAgentTabs(input({ viewer }));
    expect(tabs.map((t) => [t.key, t.label])).toEqual([
      ['home', 'Home'],
      ['convos', 'Conversations'],
    ]);
    expect(keys({ viewer: { kind: 'client', canAccess: ['/overview', '/home'] } })).toEqual([
      'home',
      'overview',
    ]);
    expect(keys({ viewer: { kind: 'client', canAccess: ['kb', '/settings/'] } })).toEqual(['kb', 'settings']);
    expect(keys({ viewer: { kind: 'client', canAccess: [] } })).toEqual([]);
  });

  it('R-APS-6 rules still apply to clients: Tools hidden with nodes', () => {
    const viewer = { kind: 'client', canAccess: ALL_PATHS } as const;
    expect(keys({ viewer, agent: vg })).toEqual(['home', 'convos', 'kb', 'settings', 'tools']);
    expect(keys({ viewer, agent: vgNodes })).toEqual(['home', 'convos', 'kb', 'settings', 'nodes', 'prompt']);
  });

  it('R-APS-5 clients see agency custom tabs that are always visible or in canAccess', () => {
    const customTabs = [
      { label: 'FAQ', href: '/faq', alwaysVisible: true },
      { label: 'Reports', href: '/reports' },
      { label: 'Billing', href: '/billing' },
    ];
    const viewer = { kind: 'client', canAccess: ['/home', '/c/reports'] } as const;
    expect(ruleKeys({ viewer, customTabs, agencyMode: true })).toEqual(['home', 'c/faq', 'c/reports']);
    const viaBareHref = { kind: 'client', canAccess: ['/reports'] } as const;
    expect(ruleKeys({ viewer: viaBareHref, customTabs, agencyMode: true })).toEqual(['c/faq', 'c/reports']);
  });

  it("R-APS-5 a client's clientTabOrder decides the order, unlisted tabs follow by order index", () => {
    const viewer = {
      kind: 'client',
      canAccess: ALL_PATHS,
      clientTabOrder: ['/settings', 'kb', '/home'],
    } as const;
    expect(keys({ viewer })).toEqual(['settings', 'kb', 'home', 'convos', 'tools']);
  });

  it('R-APS-10 hidden tabs are removed, by key or path', () => {
    expect(keys({ hiddenTabs: ['convos', '/kb'] })).toEqual(['overview', 'settings', 'tools']);
    expect(keys({ hiddenTabs: ['overview'] })).toEqual(['convos', 'kb', 'settings', 'tools']);
  });

  it('R-APS-10 overview can never be hidden for clients', () => {
    const viewer = { kind: 'client', canAccess: ['/overview', '/home', '/convos'] } as const;
    expect(keys({ viewer, hiddenTabs: ['overview', 'convos'] })).toEqual(['home', 'overview']);
    expect(keys({ viewer, hiddenTabs: ['/home', '/overview'] })).toEqual(['overview', 'convos']);
  });

  it('R-APS-10 never hides the last visible tab', () => {
    const everything = ['overview', 'convos', 'kb', 'settings', 'tools'];
    expect(keys({ hiddenTabs: everything })).toEqual(['overview']);
    const viewer = { kind: 'client', canAccess: ['/kb', '/convos'] } as const;
    expect(keys({ viewer, hiddenTabs: ['kb', 'convos'] })).toEqual(['convos']);
  });

  it('R-APS-16 share viewers see no tabs', () => {
    expect(visibleAgentTabs(input({ viewer: { kind: 'share' } }))).toEqual([]);
    expect(agentTabsByRule(input({ viewer: { kind: 'share' }, agencyMode: true }))).toEqual([]);
  });
});

describe('default agent tab', () => {
  it('R-APS-1 workspace users open overview', () => {
    expect(defaultAgentTab(workspace, visibleAgentTabs(input({ hiddenTabs: ['overview'] })))).toBe(
      'overview',
    );
    expect(defaultAgentTab({ kind: 'share' }, [])).toBe('overview');
  });

  it('R-APS-1 clients open the first tab they may access: Home where workspace users get overview', () => {
    const home = { kind: 'client', canAccess: ['/convos', '/home'] } as const;
    expect(defaultAgentTab(home, visibleAgentTabs(input({ viewer: home })))).toBe('home');
    const kbFirst = { kind: 'client', canAccess: ['/convos', '/kb'], clientTabOrder: ['/kb'] } as const;
    expect(defaultAgentTab(kbFirst, visibleAgentTabs(input({ viewer: kbFirst })))).toBe('kb');
    const nothing = { kind: 'client', canAccess: ['/leads'] } as const;
    expect(defaultAgentTab(nothing, visibleAgentTabs(input({ viewer: nothing })))).toBeNull();
  });
});

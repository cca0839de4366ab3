import { ZAgentDoc } from '@parley/contract/agents';
import { describe, expect, it } from 'vitest';
import { newCustomButton, readCustomButtons, writeCustomButtons } from './custom-buttons';
import { DEFAULT_HOME_DESCRIPTION, defaultWidgetTabs, editableTabs, greetingOf } from './widget-tabs';

describe('R-WTB-1 R-WTB-2 R-WTB-3 widget tabs', () => {
  it('defaults to Home, Chats and FAQ with the Home buttons', () => {
    const tabs = defaultWidgetTabs();
    expect(tabs.map((t) => [t.key, t.label])).toEqual([
      ['home', 'Home'],
      ['convos', 'Chats'],
      ['faq', 'FAQ'],
    ]);
    expect(tabs[0]?.homeSpecific?.buttons?.map((b) => b.key)).toEqual([
      'recentConvo',
      'liveCall',
      'directHandoff',
      'askQuestion',
    ]);
    expect(tabs[0]?.homeSpecific?.headerDescription).toBe(DEFAULT_HOME_DESCRIPTION);
    expect(ZAgentDoc.safeParse({ tabs }).success).toBe(true);
  });

  it('fills in the defaults only when the widget uses tabs and none are stored', () => {
    expect(editableTabs(undefined, 'tabs')).toEqual(defaultWidgetTabs());
    expect(editableTabs([], 'chat')).toEqual([]);
    const stored = [{ key: 'faq', label: 'Help', iframeUrl: 'https://help.example' }, { key: 'home' }];
    const tabs = editableTabs(stored, 'tabs');
    expect(tabs.map((t) => t.key)).toEqual(['home', 'faq']);
    expect(tabs[0]?.homeSpecific?.buttons).toHaveLength(4);
    expect(tabs[1]).toEqual(stored[0]);
  });

  it('R-WTB-6 greets by name or with the configured title', () => {
    expect(greetingOf(undefined, 'Ada')).toBe('Hello Ada,');
    expect(greetingOf('', undefined)).toBe('Hello there,');
    expect(greetingOf('Welcome back, {user.name}!', 'Ada')).toBe('Welcome back, Ada!');
  });

  it('R-WTB-9 the contract takes pixel and dvh heights and refuses repeated tabs and unsafe links', () => {
    expect(ZAgentDoc.safeParse({ tabs: [{ key: 'faq', iframeHeight: '55dvh' }] }).success).toBe(true);
    expect(ZAgentDoc.safeParse({ tabs: [{ key: 'faq', iframeHeight: 500 }] }).success).toBe(true);
    expect(ZAgentDoc.safeParse({ tabs: [{ key: 'faq', iframeHeight: '55em' }] }).success).toBe(false);
    expect(ZAgentDoc.safeParse({ tabs: [{ key: 'faq' }, { key: 'faq' }] }).success).toBe(false);
    expect(ZAgentDoc.safeParse({ tabs: [{ key: 'faq', iframeUrl: 'javascript:alert(1)' }] }).success).toBe(
      false,
    );
    expect(ZAgentDoc.safeParse({ tabs: [{ key: 'other' }] }).success).toBe(false);
  });
});

describe('R-AGD-18 custom buttons', () => {
  it('reads and writes the JSON string, leaving out empty optional fields', () => {
    const rows = [
      { type: 'link' as const, viewValue: 'Pricing', value: 'https://acme.example/pricing', iconLink: '' },
      { type: 'default' as const, viewValue: 'Hi', value: '', iconLink: '' },
    ];
    const json = writeCustomButtons(rows);
    expect(JSON.parse(json)).toEqual([
      { type: 'link', viewValue: 'Pricing', value: 'https://acme.example/pricing' },
      { type: 'default', viewValue: 'Hi' },
    ]);
    expect(readCustomButtons(json)).toEqual(rows);
    expect(writeCustomButtons([])).toBe('');
    expect(readCustomButtons('{broken')).toEqual([]);
    expect(newCustomButton()).toEqual({ type: 'default', viewValue: '', value: '', iconLink: '' });
  });

  it("the contract refuses buttons without a target with the widget's messages", () => {
    const check = (buttons: unknown) =>
      ZAgentDoc.safeParse({ customButtonJSON_STRING: JSON.stringify(buttons) });
    expect(check([{ type: 'intent', viewValue: 'Book' }]).error?.issues[0]?.message).toBe(
      'Intent value is null',
    );
    expect(check([{ type: 'link', viewValue: 'Go' }]).error?.issues[0]?.message).toBe('Link value is null');
    expect(check([{ type: 'link', viewValue: 'Go', value: 'javascript:alert(1)' }]).success).toBe(false);
    expect(check([{ type: 'intent', viewValue: 'Book', value: 'book_demo' }]).success).toBe(true);
    expect(check(Array.from({ length: 6 }, () => ({ type: 'default', viewValue: 'x' }))).success).toBe(false);
    expect(ZAgentDoc.safeParse({ customButtonJSON_STRING: '' }).success).toBe(true);
    expect(ZAgentDoc.safeParse({ customButtonJSON_STRING: 'nope' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readCustomButtons, readExtensions, readTabs, webUrl } from './widget-config-parts';

describe('widget config readers', () => {
  it('keeps only URLs a browser may safely load', () => {
    expect(webUrl('https://x.io/a.png')).toBe('https://x.io/a.png');
    expect(webUrl('/api/uploads/eu/abc')).toBe('/api/uploads/eu/abc');
    for (const bad of ['javascript:alert(1)', '//evil.io/x', 'data:text/html,hi', ' ', 42]) {
      expect(webUrl(bad)).toBeUndefined();
    }
  });

  it('R-WTB-2 reads configured tabs once per key, in order, and defaults when none are usable', () => {
    const tabs = readTabs(
      [
        { key: 'faq', label: 'Help', iframeUrl: 'https://help.example', iframeHeight: '55dvh' },
        {
          key: 'home',
          hide: true,
          homeSpecific: {
            headerTitle: 'Hi {user.name}',
            buttons: [{ key: 'askQuestion', iceBreakers: ['Prices?', ''] }],
          },
        },
        { key: 'faq', label: 'Dup' },
        { key: 'nope' },
      ],
      false,
    );
    expect(tabs).toEqual([
      { key: 'faq', label: 'Help', hide: false, iframeUrl: 'https://help.example', iframeHeight: '55dvh' },
      {
        key: 'home',
        label: '',
        hide: true,
        homeSpecific: {
          headerTitle: 'Hi {user.name}',
          buttons: [{ key: 'askQuestion', label: '', show: true, iceBreakers: ['Prices?'] }],
        },
      },
    ]);
    expect(readTabs(undefined, true).map((t) => t.key)).toEqual(['home', 'convos', 'faq']);
    expect(readTabs('junk', false)).toHaveLength(3);
  });

  it('R-WCV-10 reads one custom button or a list, and drops unusable ones', () => {
    expect(readCustomButtons('{"type":"default","viewValue":"Hi"}')).toEqual([
      { type: 'default', viewValue: 'Hi' },
    ]);
    expect(readCustomButtons('[{"type":"link","viewValue":"Go","link":"javascript:x"}]')).toEqual([
      { type: 'link', viewValue: 'Go' },
    ]);
    expect(readCustomButtons('not json')).toEqual([]);
    expect(readCustomButtons('[{"type":"intent"}]')).toEqual([]);
  });

  it('R-WMK-4 keeps extensions with a plain name', () => {
    expect(readExtensions([{ name: 'Map', html: '<b>x</b>' }, { name: '<img>', html: '' }, 'x'])).toEqual([
      { name: 'Map', html: '<b>x</b>' },
    ]);
  });
});

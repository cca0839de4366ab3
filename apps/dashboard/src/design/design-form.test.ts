import { describe, expect, it } from 'vitest';
import {
  DESIGN_FIELDS,
  HEX_COLOUR_MESSAGE,
  isSixDigitHex,
  PREVIEW_KEYS,
  previewConfig,
  primaryOf,
  validateDesign,
  withPrimary,
} from './design-form';

describe('R-THM-3 six-digit hex colour', () => {
  it('accepts #rrggbb in either case and nothing shorter or longer', () => {
    expect(isSixDigitHex('#1c7ed6')).toBe(true);
    expect(isSixDigitHex('#1C7ED6')).toBe(true);
    expect(isSixDigitHex('#1c7')).toBe(false);
    expect(isSixDigitHex('1c7ed6')).toBe(false);
    expect(isSixDigitHex('#1c7ed6ff')).toBe(false);
    expect(isSixDigitHex('#1c7eg6')).toBe(false);
  });
  it('shows the message under the colour field until the entry is complete', () => {
    expect(validateDesign({ customThemeJSONString: withPrimary('', '#1c7e') })).toEqual({
      customThemeJSONString: HEX_COLOUR_MESSAGE,
    });
    expect(validateDesign({ customThemeJSONString: withPrimary('', '#1c7ed6') })).toEqual({});
    expect(validateDesign({ customThemeJSONString: '' })).toEqual({});
    expect(validateDesign({ title: 'x' })).toEqual({});
  });
});

describe('R-THM-5 primary inside customThemeJSONString', () => {
  it('writes {"primary":"#rrggbb"} and reads it back', () => {
    expect(withPrimary(undefined, '#1c7ed6')).toBe('{"primary":"#1c7ed6"}');
    expect(primaryOf('{"primary":"#1c7ed6"}')).toBe('#1c7ed6');
  });
  it('keeps other theme keys and clears to empty', () => {
    const json = JSON.stringify({ primary: '#000000', themeType: 'dark' });
    expect(JSON.parse(withPrimary(json, '#ffffff'))).toEqual({ primary: '#ffffff', themeType: 'dark' });
    expect(withPrimary('{"primary":"#000000"}', '')).toBe('');
  });
  it('reads no primary from empty or broken JSON', () => {
    expect(primaryOf('')).toBe('');
    expect(primaryOf('{oops')).toBe('');
    expect(primaryOf(undefined)).toBe('');
  });
});

describe('R-THM-3 previewConfig', () => {
  const server = {
    title: 'Support',
    theme: 'blue-dark',
    customThemeJSONString: '{"primary":"#1c7ed6"}',
    model: 'gpt-4o',
  };
  it('carries only the widget keys of the local view', () => {
    expect(previewConfig({ ...server, title: 'Sales', lang: 'de' }, server)).toEqual({
      title: 'Sales',
      theme: 'blue-dark',
      customThemeJSONString: '{"primary":"#1c7ed6"}',
      lang: 'de',
    });
  });
  it('keeps the server colour while a hex entry is incomplete', () => {
    const local = { ...server, customThemeJSONString: '{"primary":"#ff"}' };
    expect(previewConfig(local, server).customThemeJSONString).toBe('{"primary":"#1c7ed6"}');
    expect(previewConfig(local, { title: 'x' })).not.toHaveProperty('customThemeJSONString');
  });
  it('every Design field is a preview key', () => {
    for (const field of DESIGN_FIELDS) expect(PREVIEW_KEYS).toContain(field.path);
  });
});

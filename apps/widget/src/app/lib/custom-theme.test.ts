import { describe, expect, it } from 'vitest';
import { customThemeVars } from './custom-theme';

describe('customThemeVars', () => {
  it('uses a dark primary as accent and header with white text', () => {
    expect(customThemeVars('{"primary":"#7C3AED","nineColorPallet":[]}')).toEqual({
      '--accent': '#7c3aed',
      '--accent-text': '#fff',
      '--header-bg': '#7c3aed',
      '--header-text': '#fff',
      '--header-muted': '#f1f5f9',
    });
  });

  it('puts dark text on a light primary, and expands #rgb', () => {
    expect(customThemeVars('{"primary":"#fe0"}')).toMatchObject({
      '--accent': '#ffee00',
      '--accent-text': '#0f172a',
      '--header-text': '#0f172a',
    });
  });

  it('sets nothing without a valid hex primary', () => {
    expect(customThemeVars(undefined)).toEqual({});
    expect(customThemeVars('')).toEqual({});
    expect(customThemeVars('not json')).toEqual({});
    expect(customThemeVars('null')).toEqual({});
    expect(customThemeVars('{"primary":"red; background:url(x)"}')).toEqual({});
    expect(customThemeVars('{"primary":"#12345"}')).toEqual({});
  });
});

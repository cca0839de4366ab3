import { describe, expect, it } from 'vitest';
import {
  buildCustomTheme,
  clampShade,
  hexToHsl,
  isSixDigitHex,
  paletteOf,
  readCustomTheme,
  themeNameOf,
  themeTypeOf,
} from './custom-theme';

describe('R-THM-3 six hex digits', () => {
  it('accepts #rrggbb only', () => {
    expect(isSixDigitHex('#1c7ed6')).toBe(true);
    expect(isSixDigitHex('#1C7ED6')).toBe(true);
    for (const bad of ['#1c7', '1c7ed6', '#1c7ed6ff', '#1c7eg6', '']) expect(isSixDigitHex(bad)).toBe(false);
  });
});

describe('R-THM-4 the ten-shade palette', () => {
  it('reads hue, saturation and lightness of a hex colour', () => {
    expect(hexToHsl('#ff0000')).toEqual({ h: 0, s: 100, l: 50 });
    expect(hexToHsl('#1c7ed6')).toEqual({ h: 208, s: 77, l: 47 });
    expect(hexToHsl('#808080')).toEqual({ h: 0, s: 0, l: 50 });
  });

  it('steps lightness by 10 from light to dark in the primary hue, with 100 as 95', () => {
    expect(paletteOf('#ff0000', 'light')).toEqual([
      'hsl(0, 100%, 95%)',
      'hsl(0, 100%, 90%)',
      'hsl(0, 100%, 80%)',
      'hsl(0, 100%, 70%)',
      'hsl(0, 100%, 60%)',
      'hsl(0, 100%, 50%)',
      'hsl(0, 100%, 40%)',
      'hsl(0, 100%, 30%)',
      'hsl(0, 100%, 20%)',
      'hsl(0, 100%, 10%)',
    ]);
    expect(clampShade(100)).toBe(95);
    expect(clampShade(0)).toBe(5);
    expect(clampShade(40)).toBe(40);
    // Hue and saturation follow the primary whatever its lightness.
    expect(paletteOf('#000066', 'light')[0]).toBe('hsl(240, 100%, 95%)');
  });

  it('reverses the order for dark, with 0 as 5', () => {
    expect(paletteOf('#1c7ed6', 'dark')).toEqual([
      'hsl(208, 77%, 5%)',
      'hsl(208, 77%, 10%)',
      'hsl(208, 77%, 20%)',
      'hsl(208, 77%, 30%)',
      'hsl(208, 77%, 40%)',
      'hsl(208, 77%, 50%)',
      'hsl(208, 77%, 60%)',
      'hsl(208, 77%, 70%)',
      'hsl(208, 77%, 80%)',
      'hsl(208, 77%, 90%)',
    ]);
    expect(paletteOf('#1c7ed6', 'light')).toHaveLength(10);
  });
});

describe('R-THM-5 the stored custom theme', () => {
  it('holds ownerID, themeType, primary and the ten shades', () => {
    const json = buildCustomTheme('', { primary: '#1C7ED6', themeType: 'dark', ownerID: 'ws123' });
    expect(JSON.parse(json)).toEqual({
      ownerID: 'ws123',
      themeType: 'dark',
      primary: '#1c7ed6',
      nineColorPallet: paletteOf('#1c7ed6', 'dark'),
    });
  });

  it('keeps keys it does not know and reads broken values as nothing', () => {
    const json = buildCustomTheme('{"fontScale":1.1,"primary":"#000000"}', {
      primary: '#ffffff',
      themeType: 'light',
    });
    expect(readCustomTheme(json)).toMatchObject({ fontScale: 1.1, primary: '#ffffff', themeType: 'light' });
    expect(readCustomTheme('{oops')).toEqual({});
    expect(readCustomTheme('[1]')).toEqual({});
    expect(readCustomTheme(undefined)).toEqual({});
  });

  it('maps the dark-mode toggle to the built-in theme name and back', () => {
    expect(themeNameOf('dark')).toBe('blue-dark');
    expect(themeNameOf('light')).toBe('blue-light');
    expect(themeTypeOf('blue-light')).toBe('light');
    expect(themeTypeOf(undefined)).toBe('dark');
  });
});

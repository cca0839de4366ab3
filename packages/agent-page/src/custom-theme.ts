// The custom theme editor's rules (R-THM-1..5): a primary colour that applies only at six hex digits,
// a light/dark theme type, and the ten-shade palette derived from the primary, stored together in the
// agent's customThemeJSONString as { ownerID, themeType, primary, nineColorPallet }.

export type ThemeType = 'light' | 'dark';

export interface CustomTheme {
  ownerID?: string;
  themeType: ThemeType;
  /** '#rrggbb' */
  primary: string;
  /** (sic) ten 'hsl(h, s%, l%)' shades, lightest first in light mode, darkest first in dark mode. */
  nineColorPallet: string[];
}

/** R-THM-3: a colour applies only once it has six hex digits. */
export const isSixDigitHex = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value);

export function hexToHsl(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = d / (1 - Math.abs(2 * l - 1));
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return { h: Math.round(h), s: Math.round(s * 100), l: Math.round(l * 100) };
}

/** R-THM-4: the ends of the lightness scale are pulled in: 100 becomes 95 and 0 becomes 5. */
export const clampShade = (lightness: number) => (lightness >= 100 ? 95 : lightness <= 0 ? 5 : lightness);

/**
 * R-THM-4: ten shades of the primary's hue and saturation in lightness steps of 10: light runs
 * 100 (as 95), 90 … 10; dark is the reverse order, 0 (as 5), 10 … 90.
 */
export function paletteOf(primary: string, themeType: ThemeType): string[] {
  const { h, s } = hexToHsl(primary);
  return Array.from({ length: 10 }, (_, i) => {
    const lightness = themeType === 'dark' ? i * 10 : 100 - i * 10;
    return `hsl(${h}, ${s}%, ${clampShade(lightness)}%)`;
  });
}

/** What an agent's customThemeJSONString holds, leniently (absent or broken reads as nothing). */
export function readCustomTheme(json: unknown): Partial<CustomTheme> & Record<string, unknown> {
  if (typeof json !== 'string' || json === '') return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Partial<CustomTheme>)
      : {};
  } catch {
    return {};
  }
}

/** The stored theme for a complete primary colour (other keys of the old value are kept). */
export function buildCustomTheme(
  previous: unknown,
  next: { primary: string; themeType: ThemeType; ownerID?: string },
): string {
  const theme: CustomTheme = {
    ...(next.ownerID ? { ownerID: next.ownerID } : {}),
    themeType: next.themeType,
    primary: next.primary.toLowerCase(),
    nineColorPallet: paletteOf(next.primary, next.themeType),
  };
  return JSON.stringify({ ...readCustomTheme(previous), ...theme });
}

/** The agent's built-in theme name for a theme type (R-AGD-5: 'blue-light' / 'blue-dark'). */
export const themeNameOf = (type: ThemeType) => (type === 'dark' ? 'blue-dark' : 'blue-light');
export const themeTypeOf = (themeName: unknown): ThemeType => (themeName === 'blue-light' ? 'light' : 'dark');

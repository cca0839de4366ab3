// The agent's custom theme (R-THM-5: customThemeJSONString { primary (hex), … }) as CSS variables.

/** '#abc' or '#aabbcc' → [r, g, b]; anything else → null (the value ends up in a style attribute). */
function parseHex(value: unknown): [number, number, number] | null {
  if (typeof value !== 'string') return null;
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * The primary colour as the accent and header background, with dark or white text on it, whichever
 * contrasts more. No valid primary: no variables, the built-in blue stays.
 */
export function customThemeVars(json: string | undefined): Record<string, string> {
  if (!json) return {};
  let primary: unknown;
  try {
    primary = (JSON.parse(json) as { primary?: unknown } | null)?.primary;
  } catch {
    return {};
  }
  const rgb = parseHex(primary);
  if (!rgb) return {};
  const color = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const L = luminance(rgb);
  // Contrast with white is 1.05 / (L + 0.05); with #0f172a (L ≈ 0.0086) it is (L + 0.05) / 0.0586.
  const darkText = (L + 0.05) / 0.0586 > 1.05 / (L + 0.05);
  const text = darkText ? '#0f172a' : '#fff';
  return {
    '--accent': color,
    '--accent-text': text,
    '--header-bg': color,
    '--header-text': text,
    '--header-muted': darkText ? '#1e293b' : '#f1f5f9',
  };
}

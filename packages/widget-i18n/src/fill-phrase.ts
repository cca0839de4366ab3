// Fills a phrase's {placeholders}; an unknown placeholder stays as written (a missing value is visible, not blank).
export function fillPhrase(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

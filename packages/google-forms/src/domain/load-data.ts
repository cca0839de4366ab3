// Reads the form definition a public Google Form page embeds as `var FB_PUBLIC_LOAD_DATA_ = [...];`.
// The array literal is cut out by bracket matching (brackets inside strings do not count), then parsed
// as JSON: nothing on the page is ever evaluated.

const MARKER = /FB_PUBLIC_LOAD_DATA_\s*=\s*\[/;

export function extractLoadData(html: string): unknown[] | null {
  const found = MARKER.exec(html);
  if (!found) return null;
  const start = found.index + found[0].length - 1;
  let depth = 0;
  let inString = false;
  for (let i = start; i < html.length; i++) {
    const c = html[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) {
      try {
        const parsed: unknown = JSON.parse(html.slice(start, i + 1));
        return Array.isArray(parsed) ? parsed : null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

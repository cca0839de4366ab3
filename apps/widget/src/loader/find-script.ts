// Finds the embed <script> tag that loaded this file. Must run while the script is first evaluated.

export function findOwnScript(): HTMLScriptElement | null {
  const current = document.currentScript as HTMLScriptElement | null;
  // currentScript is null when a loader evaluates the file itself: take the last embed.js tag.
  return current?.src
    ? current
    : ([...document.querySelectorAll<HTMLScriptElement>('script[src*="/embed.js"]')].pop() ?? null);
}

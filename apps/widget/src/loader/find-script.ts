// Finds the embed <script> tag that loaded this file. Must run while the script is first evaluated.

export function findOwnScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  // currentScript is null in some async/injected cases: take the last tag whose src ends with /embed.js.
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[src]');
  for (let i = scripts.length - 1; i >= 0; i--) {
    const script = scripts[i];
    if (script && /\/embed\.js(?:[?#]|$)/.test(script.src)) return script;
  }
  return null;
}

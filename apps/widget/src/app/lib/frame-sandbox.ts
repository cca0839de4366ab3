// Sandboxes for frames inside the widget. A page of another origin may keep its own origin (logins,
// storage, embeds work); a page of the widget's own origin never gets scripts and same-origin together,
// which would let it reach into the widget.

export function sandboxFor(url: string, ownOrigin: string): string {
  let origin = '';
  try {
    origin = new URL(url, ownOrigin).origin;
  } catch {
    return 'allow-scripts';
  }
  return origin === ownOrigin
    ? 'allow-scripts allow-popups allow-forms'
    : 'allow-scripts allow-same-origin allow-popups allow-forms';
}

// Launcher icons built as DOM nodes (no innerHTML anywhere in the widget).
const SVG_NS = 'http://www.w3.org/2000/svg';

/** A chat bubble. */
export const CHAT_ICON =
  'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8.8L4.6 21.4A1 1 0 0 1 3 20.6V6a2 2 0 0 1 1-2zm3 5v2h10V9H7zm0 4v2h7v-2H7z';
/** A downward chevron: the chat slides away. */
export const CLOSE_ICON = 'M5.3 8.3a1 1 0 0 1 1.4 0L12 13.6l5.3-5.3a1 1 0 1 1 1.4 1.4l-6 6a1 1 0 0 1-1.4 0l-6-6a1 1 0 0 1 0-1.4z';

export function createIcon(path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shape = document.createElementNS(SVG_NS, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

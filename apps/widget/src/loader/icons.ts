// Launcher icons built as DOM nodes (no innerHTML anywhere in the widget).
// Stroked outlines (see .launcher svg in shell.css): short paths keep the loader small.
const SVG_NS = 'http://www.w3.org/2000/svg';

/** A round speech bubble. */
export const CHAT_ICON = 'M21 11.5a8.5 8.5 0 0 1-12.3 7.6L3 21l1.9-5.7A8.5 8.5 0 1 1 21 11.5z';
/** A downward chevron: the chat slides away. */
export const CLOSE_ICON = 'm6 9 6 6 6-6';

export function createIcon(path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const shape = document.createElementNS(SVG_NS, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

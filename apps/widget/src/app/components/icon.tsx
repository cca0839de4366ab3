// Inline SVG icons, decorative: the buttons that hold them carry the accessible name.
const PATHS = {
  send: 'M3.4 20.4 21 12 3.4 3.6a.6.6 0 0 0-.8.7L4.6 11H13v2H4.6l-2 6.7a.6.6 0 0 0 .8.7z',
  minimize:
    'M5.3 8.3a1 1 0 0 1 1.4 0L12 13.6l5.3-5.3a1 1 0 1 1 1.4 1.4l-6 6a1 1 0 0 1-1.4 0l-6-6a1 1 0 0 1 0-1.4z',
} as const;

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}

/** Glyphs for the fixed icon list of SPEC §5 (shared/schemas/widgets.ts WIDGET_ICONS). */
const PATHS: Record<string, string> = {
  'arrow-right': 'M4 12h14M13 6l6 6-6 6',
  'arrow-left': 'M20 12H6M11 6l-6 6 6 6',
  'chevron-right': 'M9 5l7 7-7 7',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  ticket: 'M3 8V6h18v2a2 2 0 000 4v2a2 2 0 000 4v2H3v-2a2 2 0 000-4v-2a2 2 0 000-4z',
  play: 'M7 4l13 8-13 8z',
  download: 'M12 3v12M6 10l6 6 6-6M4 20h16',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  phone: 'M5 3h4l2 5-3 2a12 12 0 006 6l2-3 5 2v4a2 2 0 01-2 2A17 17 0 013 5a2 2 0 012-2z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  shirt: 'M8 3l-5 4 3 4 2-1v11h8V10l2 1 3-4-5-4a4 4 0 01-8 0z',
  info: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 11v6M12 7v1',
}

export function WidgetIcon({ name }: { name: string }) {
  const d = PATHS[name]
  if (!d) return null
  return (
    <svg
      className="widget-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  )
}

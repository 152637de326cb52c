/** The small line icons of the lessons screens (inline SVG, decorative: always aria-hidden). */
const PATHS = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  circle: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17z',
  play: 'M8 5.5v13l10.5-6.5z',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  chevron: 'M9 6l6 6-6 6',
  plus: 'M12 5v14M5 12h14',
  download: 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14',
  offline:
    'M3 3l18 18M9.5 5.3A9 9 0 0 1 21 9.5M3 9.5a9 9 0 0 1 3-2.2M6.5 13a5 5 0 0 1 5.4-1.4M12 18.5h.01',
  copy: 'M9 9h10v11H9zM5 15H4V4h11v1',
  text: 'M5 6h14M5 10h14M5 14h10M5 18h12',
  close: 'M6 6l12 12M18 6L6 18',
  trash: 'M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  arrowLeft: 'M19 12H5m0 0l6-6m-6 6l6 6',
  arrowRight: 'M5 12h14m0 0l-6-6m6 6l-6 6',
  upload: 'M12 20V9m0 0l-4.5 4.5M12 9l4.5 4.5M5 4.5h14',
} as const;

export type LessonIconName = keyof typeof PATHS;

export function LessonIcon({ name, size = 20 }: { name: LessonIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={name === 'play' ? 0 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

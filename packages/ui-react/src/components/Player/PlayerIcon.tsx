/** The player's icons on a 24-unit grid: filled shapes and 2-unit strokes, in the text colour. */
const ICONS = {
  play: { fill: 'M8 5v14l11-7z' },
  pause: { fill: 'M6 5h4v14H6zm8 0h4v14h-4z' },
  volume: { fill: 'M4 9h4l5-4v14l-5-4H4z', stroke: 'M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11' },
  muted: { fill: 'M4 9h4l5-4v14l-5-4H4z', stroke: 'M16 9l5 6M21 9l-5 6' },
  fullscreen: { stroke: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5' },
  exitFullscreen: { stroke: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5' },
  subtitles: { stroke: 'M3 5h18v14H3zM6 12h4M12 12h6M6 15h8M16 15h2' },
  audio: { fill: 'M3 14h4v6H3zm14 0h4v6h-4z', stroke: 'M4 17v-4a8 8 0 0 1 16 0v4' },
  close: { stroke: 'M6 6l12 12M18 6 6 18' },
} as const satisfies Record<string, { fill?: string; stroke?: string }>;

export type PlayerIconName = keyof typeof ICONS;

export function PlayerIcon({ name }: { name: PlayerIconName }) {
  const icon: { fill?: string; stroke?: string } = ICONS[name];
  return (
    <svg className="ott-player__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {icon.fill ? <path d={icon.fill} fill="currentColor" /> : null}
      {icon.stroke ? <path d={icon.stroke} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /> : null}
    </svg>
  );
}

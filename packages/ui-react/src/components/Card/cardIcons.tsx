/**
 * Icons of cards, shelves and the favorite button, on the same 24-unit grid as `Icon` and in the
 * text colour. Kept here until they move into the shared `Icon` set (owned by the layout).
 */
const GLYPHS = {
  lock: 'M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5m-3 8V7a3 3 0 0 1 6 0v3z',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16m-1 3v6.2l5.1 3 1-1.7-4.1-2.4V7z',
  replay: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m-2 5.5 6 4.5-6 4.5z',
  chevronLeft: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  chevronRight: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z',
  heart: 'M12 20.5 10.6 19.2C5.4 14.5 2 11.4 2 7.8 2 4.9 4.3 2.6 7.2 2.6c1.8 0 3.6.9 4.8 2.2 1.2-1.3 3-2.2 4.8-2.2 2.9 0 5.2 2.3 5.2 5.2 0 3.6-3.4 6.7-8.6 11.4z',
  close: 'M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 10.6 5.7 15.5l1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
} as const;

export type GlyphName = keyof typeof GLYPHS;

export interface GlyphProps {
  name: GlyphName;
  /** Drawn as an outline (an empty heart) instead of filled. */
  outline?: boolean;
  className?: string;
}

/** A decorative icon: screen readers skip it, so the control or text next to it carries the meaning. */
export function Glyph({ name, outline = false, className }: GlyphProps) {
  return (
    <svg
      className={['ott-icon', 'ott-glyph', className ?? ''].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={GLYPHS[name]}
        fill={outline ? 'none' : 'currentColor'}
        stroke={outline ? 'currentColor' : undefined}
        strokeWidth={outline ? 2 : undefined}
        strokeLinejoin="round"
      />
    </svg>
  );
}

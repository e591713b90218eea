/**
 * The neutral image sent when an item has no art for a label (and the request allows a
 * fallback): a 16:9 dark grey card with a faint play symbol, so layouts keep their shape.
 */
export const PLACEHOLDER_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <rect width="1280" height="720" fill="#2b2d31"/>
  <circle cx="640" cy="360" r="96" fill="none" stroke="#4a4d55" stroke-width="12"/>
  <path d="M610 305 L690 360 L610 415 Z" fill="#4a4d55"/>
</svg>
`,
);

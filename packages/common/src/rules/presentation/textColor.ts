import { TEXT_LUMINANCE_THRESHOLD } from '../../constants';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([\da-f]{3}|[\da-f]{6})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

/** Reads #rgb, #rrggbb, rgb(r, g, b) and rgba(r, g, b, a) (alpha ignored); anything else is undefined. */
export function parseColor(color: string | null | undefined): Rgb | undefined {
  const value = (color ?? '').trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const match = RGB_FUNCTION.exec(value);
  if (!match) return undefined;
  const [r, g, b] = match.slice(1, 4).map(Number) as [number, number, number];
  return [r, g, b].every((channel) => channel <= 255) ? { r, g, b } : undefined;
}

/** Perceived brightness, 0-255 (ITU-R BT.601 weights). */
export const luminance = ({ r, g, b }: Rgb): number => 0.299 * r + 0.587 * g + 0.114 * b;

export type TextColor = 'black' | 'white';

/**
 * Text colour readable on a background (spec 000 §9): black above a luminance of 186, white
 * otherwise (186 itself gets white); undefined when the background is not a colour we can read.
 */
export function textColorFor(background: string | null | undefined): TextColor | undefined {
  const rgb = parseColor(background);
  if (!rgb) return undefined;
  return luminance(rgb) > TEXT_LUMINANCE_THRESHOLD ? 'black' : 'white';
}

import { readFileSync } from 'node:fs';

/** The brand's SVG logo as a data URL (the start screen's image and the favicon), so that showing it costs no request. */
export const logoDataUrl = (logoSvg: string): string => `data:image/svg+xml,${encodeURIComponent(readFileSync(logoSvg, 'utf8').trim())}`;

import sharp from 'sharp';

export interface RenderedIcon {
  /** Path in the built site, relative to its base. */
  fileName: string;
  size: number;
  /** Manifest purpose; none for the Apple touch icon, which is linked from index.html instead. */
  purpose?: 'any' | 'maskable';
  png: Buffer;
}

/** Share of a maskable icon the logo may fill: the rest is the safe zone platforms crop into. */
const MASKABLE_LOGO_SHARE = 0.6;

async function logoOnBackground(svg: Buffer, size: number, logoShare: number, background: string): Promise<Buffer> {
  const logoSize = Math.round(size * logoShare);
  const logo = await sharp(svg, { density: 384 }).resize(logoSize, logoSize, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * The icons of the manifest, drawn from the square SVG logo: 192 and 512 px as they are
 * (transparent), a 512 px maskable icon (logo inside the safe zone on the background colour) and
 * a 180 px Apple touch icon (opaque, as iOS wants).
 */
export async function renderIcons(svg: Buffer, background: string): Promise<RenderedIcon[]> {
  const plain = (size: number) => sharp(svg, { density: 384 }).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return [
    { fileName: 'icons/icon-192.png', size: 192, purpose: 'any', png: await plain(192) },
    { fileName: 'icons/icon-512.png', size: 512, purpose: 'any', png: await plain(512) },
    { fileName: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable', png: await logoOnBackground(svg, 512, MASKABLE_LOGO_SHARE, background) },
    { fileName: 'icons/apple-touch-icon.png', size: 180, png: await logoOnBackground(svg, 180, 0.8, background) },
  ];
}

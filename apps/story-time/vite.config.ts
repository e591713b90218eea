import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { siteViteConfig } from '../../configs/vite/site.ts';
import { SITE_DEFAULTS } from './src/siteDefaults.ts';

/** The children's story-time site (see configs/vite/site.ts): its plugins, brand for the PWA, and ports. */
export default defineConfig(
  siteViteConfig({
    plugins: [react()],
    pwa: {
      name: 'Story Time',
      shortName: 'Stories',
      description: 'Picture books read aloud for children.',
      themeColor: '#2a4d69',
      backgroundColor: '#fff6e5',
      logoSvg: fileURLToPath(new URL('./public/logo.svg', import.meta.url)),
    },
    // The spinner of index.html's start screen: --ott-text and --ott-highlight of src/brand.css.
    startScreen: { text: '#3b2416', highlight: '#c2410c' },
    startup: SITE_DEFAULTS,
    firstScreenImages: async () => (await import('@ott/common')).firstScreenImageHints(),
    ports: { dev: 5174, preview: 4174 },
  }),
);

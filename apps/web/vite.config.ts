import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { siteViteConfig } from '../../configs/vite/site.ts';
import { SITE_DEFAULTS } from './src/siteDefaults.ts';

/** The main branded site (see configs/vite/site.ts): its plugins, brand for the PWA, and ports. */
export default defineConfig(
  siteViteConfig({
    plugins: [react()],
    pwa: {
      name: 'OTT Web App',
      shortName: 'OTT',
      description: 'Films, series and live channels.',
      themeColor: '#13263a',
      backgroundColor: '#0d1b2a',
      logoSvg: fileURLToPath(new URL('./public/logo.svg', import.meta.url)),
    },
    // The spinner of index.html's start screen: --ott-text and --ott-highlight of src/brand.css.
    startScreen: { text: '#f4f7fb', highlight: '#36c2b4' },
    startup: SITE_DEFAULTS,
    firstScreenImages: async () => (await import('@ott/common')).firstScreenImageHints(),
    ports: { dev: 5173, preview: 4173 },
  }),
);

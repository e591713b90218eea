import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pwa } from '../../scripts/pwa/vitePwa';

/** The main branded site. Dev server and preview listen on the loopback address only. */
export default defineConfig({
  plugins: [
    react(),
    // Manifest, icons from the logo and the service worker (registered by src/registerServiceWorker.ts).
    pwa({
      name: 'OTT Web App',
      shortName: 'OTT',
      description: 'Films, series and live channels.',
      themeColor: '#13263a',
      backgroundColor: '#0d1b2a',
      logoSvg: fileURLToPath(new URL('./public/logo.svg', import.meta.url)),
    }),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});

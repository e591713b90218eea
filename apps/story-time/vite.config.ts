import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pwa } from '../../scripts/pwa/vitePwa';

/** The children's story-time site. Dev server and preview listen on the loopback address only. */
export default defineConfig({
  plugins: [
    react(),
    // Manifest, icons from the logo and the service worker (registered by src/registerServiceWorker.ts).
    pwa({
      name: 'Story Time',
      shortName: 'Stories',
      description: 'Picture books read aloud for children.',
      themeColor: '#2a4d69',
      backgroundColor: '#fff6e5',
      logoSvg: fileURLToPath(new URL('./public/logo.svg', import.meta.url)),
    }),
  ],
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});

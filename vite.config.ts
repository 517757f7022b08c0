import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // docs/decisions/0009: a waiting worker activates only when the user presses Reload.
      registerType: 'prompt',
      // src/offline/register-sw.ts registers it; index.html links the checked-in public/manifest.webmanifest.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell and every chunk of one build, lazy routes and fonts included: after a deploy the old
        // page keeps loading its own chunks from the precache instead of meeting 404s.
        globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
        // Store screenshots are for the install dialog, not for running offline.
        globIgnores: ['screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    // What the footer shows and what keys the offline data; a deploy may set its own (e.g. a commit id).
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.VITE_APP_VERSION || pkg.version),
    // Unique per build, even when the version is not bumped: the offline cache's buster (src/offline/build-id.ts).
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
  },
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
  build: { target: 'es2022', sourcemap: false },
});

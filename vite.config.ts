import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogues } from './scripts/vite-catalogues.ts';
import { preloadFont } from './scripts/vite-preload-font.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { serviceWorkerInOneFile } from './scripts/vite-sw-one-file.ts';
import pkg from './package.json' with { type: 'json' };

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** What the footer shows and what keys the offline data; a deploy may set its own (e.g. a commit id). */
const APP_VERSION = JSON.stringify(process.env.VITE_APP_VERSION || pkg.version);

/** The server build (`vite build --ssr`): the page renderer the server runs, bundled whole so it needs no node_modules beside it. */
const serverRender: UserConfig = {
  plugins: [react(), catalogues()],
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    'import.meta.env.VITE_APP_VERSION': APP_VERSION,
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? 'server'),
  },
  ssr: { noExternal: true },
  build: {
    target: 'node20',
    ssr: true,
    rolldownOptions: {
      input: 'src/app/server-render/render-page.tsx',
      // .mjs: the output may sit outside any package.json that says "type": "module" (the tests build into a temp folder).
      output: { entryFileNames: 'render-page.mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRender
    : {
        plugins: [
          react(),
          catalogues(),
          tailwindcss(),
          preloadFont(/inter-latin-wght-normal-[\w-]+\.woff2$/),
          precompress(),
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src',
            filename: 'sw.ts',
            // docs/decisions/0009: a waiting worker activates only when the user presses Reload.
            registerType: 'prompt',
            // src/offline/app-install/register-sw.ts registers it; index.html links the checked-in public/manifest.webmanifest.
            injectRegister: false,
            manifest: false,
            injectManifest: {
              // The shell and every chunk of one build, lazy routes and fonts included: after a deploy the old
              // page keeps loading its own chunks from the precache instead of meeting 404s.
              globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
              // Store screenshots are for the install dialog, not for running offline. Hindi and Marathi words and the
              // Devanagari font are kept as their readers use them (src/sw.ts), not downloaded by every English reader.
              globIgnores: ['screenshots/**', 'assets/words-*', 'assets/noto-sans-devanagari-*'],
              buildPlugins: { vite: [serviceWorkerInOneFile()] },
            },
            devOptions: { enabled: false },
          }),
        ],
        define: {
          'import.meta.env.VITE_APP_VERSION': APP_VERSION,
          // Unique per build, even when the version is not bumped: the offline cache's buster (src/offline/persisted-cache/persist-options.ts).
          'import.meta.env.VITE_BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
        },
        server: {
          proxy: { '/api': api, '/uploads': api },
        },
        // The manifest lets the size budget (tests/e2e/bundle-budget.test.ts) and `npm run bench` find each route's first-load files.
        build: {
          target: 'es2022',
          sourcemap: false,
          manifest: true,
          // No <link rel=modulepreload> appended at run time for each lazy chunk's imports: on a server-rendered page
          // the app appended 20-33 of them in one task as it started, 90 ms at 4x, and the helper that does it made
          // the first script load the shared React chunk before the page had painted (decision 0044). The
          // imports are found as each chunk arrives instead; after the first visit the service worker has them all.
          modulePreload: false,
          rolldownOptions: {
            output: {
              // Hindi and Marathi words by name (words-hi-list-<hash>.js): the service worker leaves them out of the
              // precache and keeps the reader's own language as it is used (src/sw.ts), so an English reader never downloads them.
              chunkFileNames: (chunk) => {
                const words = chunk.facadeModuleId?.match(/^\0virtual:catalogue\/(?:(hi|mr)\/(\w+)|loaders)$/);
                if (!words) return 'assets/[name]-[hash].js';
                return words[1] ? `assets/words-${words[1]}-${words[2]}-[hash].js` : 'assets/words-loaders-[hash].js';
              },
              // The zod-free rules every page shares, in one chunk: split as the module graph fell, they were seven
              // files of 100-500 bytes each, and each file's own import lines cost a phone more than its code.
              // The same for the small, always-loaded face of the offline module (the outbox's queue and events, the catalogue's store).
              codeSplitting: {
                groups: [
                  // Vite's dynamic-import wrapper, which every chunk calls: in a chunk of its own, so the page's first
                  // script (src/boot.ts) does not load and run React and TanStack Query's core to get it before the paint.
                  { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
                  // React DOM apart from the app: src/boot.ts evaluates it in a task of its own, before the app's code.
                  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                  // The card's English and the amenity names every list of cards shows: one file, not two.
                  { name: 'card-words', test: /src[\\/]ui[\\/]listing[\\/]amenity-messages\.ts$|^\0virtual:catalogue\/en\/card$/ },
                  {
                    name: 'domain-core',
                    // With the date every card's verified badge shows (src/lib/instant-date.ts), the price-drop rule every
                    // card's badge reads and the commute's limits: alone each was a file of 80-300 bytes in every first load.
                    test: /src[\\/](domain[\\/](property-kinds|amenities|money|price-per-sqft|price-history-core|compare-picks-key|stations|messages|listing-filter-core|visit-time|time-zone|commute[\\/]commute-limits)|lib[\\/]instant-date)\.ts$/,
                  },
                  {
                    name: 'offline-core',
                    // With the online flag and the line icon every page draws (src/lib/use-online.ts, src/ui/icon.tsx) and the
                    // service worker's message names (src/offline/sw-contract.ts): alone each was a file of its own in every first load.
                    test: /src[\\/](offline[\\/](outbox[\\/](index|outbox-types|outbox-events|outbox-snapshot|queue)|catalogue[\\/]index|sw-contract)\.ts|lib[\\/]use-online\.ts|ui[\\/]icon\.tsx)$/,
                  },
                ],
              },
            },
          },
        },
      },
);

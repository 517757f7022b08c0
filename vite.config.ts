import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
  // The manifest lets the size budget (tests/e2e/bundle-budget.test.ts) and `npm run bench` find each route's first-load files.
  build: { target: 'es2022', sourcemap: false, manifest: true },
});

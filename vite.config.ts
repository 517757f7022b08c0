import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
  build: { target: 'es2022', sourcemap: false },
  // The app version the offline cache is keyed by (src/offline/build-id.ts): a new build never reads an older build's cache.
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()) },
});

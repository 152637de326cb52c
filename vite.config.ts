/**
 * Vite build of the PWA. The service worker is compiled from sw/sw.ts by vite-plugin-pwa's
 * injectManifest strategy; the precache holds the app shell and route chunks only, while big
 * engines (Monaco, Pyodide, sql.js) go to runtime caches on demand (ENGINEERING-NOTES).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_PORT = 8787;

/** Dev server headers match production so crossOriginIsolated behaves the same in development. */
const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2,txt,xml}'],
        // Engines and screenshots are not part of the shell: they load on demand.
        globIgnores: ['**/engines/**', '**/screenshots/**', '**/*monaco*', '**/*editor.worker*'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Nyra: data career copilot',
        short_name: 'Nyra',
        description:
          'Learn data, AI and analytics engineering: lessons that work offline, SQL and Python practice in the browser, resume tools and mock interviews.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        lang: 'en',
        dir: 'ltr',
        categories: ['education', 'productivity'],
        theme_color: '#4f46e5',
        background_color: '#0b1020',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        screenshots: [
          {
            src: '/screenshots/wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Nyra on a desktop',
          },
          {
            src: '/screenshots/narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Nyra on a phone',
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: {
    headers: ISOLATION_HEADERS,
    proxy: { '/api': `http://127.0.0.1:${API_PORT}` },
  },
  preview: { headers: ISOLATION_HEADERS },
  worker: { format: 'es' },
});

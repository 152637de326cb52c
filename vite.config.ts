/**
 * Vite build of the PWA. The service worker is compiled from sw/sw.ts by vite-plugin-pwa's
 * injectManifest strategy; the precache holds the app shell and route chunks only, while big
 * engines (Monaco, Pyodide, sql.js, PGlite, DuckDB) go to runtime caches on demand (sw/README.md).
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  ENGINE_ASSET_PATTERN,
  engineGroupOf,
  PRACTICE_ENGINE_MANIFEST_PATH,
  PYODIDE_BASE_PATH,
  PYODIDE_FILES,
  PYODIDE_VERSION,
  type PracticeEngineManifest,
} from './common/practice/engine-assets.ts';
import { groupSignedInShell } from './scripts/build/group-signed-in-shell.ts';
import { stubZodJsonSchema } from './scripts/build/stub-zod-json-schema.ts';

const API_PORT = 8787;
const signedInShell = groupSignedInShell();

/** Dev server headers match production so crossOriginIsolated behaves the same in development. */
const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * Emits a copy of the built index.html as app-shell.html. scripts/build/prerender.mjs later replaces
 * index.html with the prerendered landing page, while the service worker's navigation fallback
 * (sw/sw.ts) serves this pure shell for every client route, so a signed-in user never sees a
 * flash of landing content. Emitted during the bundle so the precache manifest includes it.
 */
function emitAppShell(): Plugin {
  return {
    name: 'nyra:app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: index.source });
      },
    },
  };
}

const PYODIDE_DIR = path.resolve('node_modules/pyodide');
const ENGINE_CONTENT_TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

/**
 * Self-hosts Pyodide for Practice (never a CDN): serves node_modules/pyodide's runtime files under
 * PYODIDE_BASE_PATH in development and copies them there in the build, then writes
 * PRACTICE_ENGINE_MANIFEST_PATH listing every engine file (Pyodide, Monaco chunks and worker,
 * sql.js wasm, the engine workers), each marked with its engine, for the "Make practice available
 * offline" download and the course download (which takes its exercises' engines only).
 */
function practiceEngines(): Plugin {
  return {
    name: 'nyra:practice-engines',
    configResolved() {
      const installed = (
        JSON.parse(readFileSync(path.join(PYODIDE_DIR, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
      if (installed !== PYODIDE_VERSION) {
        throw new Error(
          `pyodide ${installed} is installed but common/practice/engine-assets.ts expects ${PYODIDE_VERSION}`,
        );
      }
    },
    configureServer(server) {
      server.middlewares.use(PYODIDE_BASE_PATH, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        if (!(PYODIDE_FILES as readonly string[]).includes(name)) return next();
        const file = path.join(PYODIDE_DIR, name);
        res.setHeader(
          'Content-Type',
          ENGINE_CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
        );
        res.setHeader('Content-Length', String(statSync(file).size));
        res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
        createReadStream(file).pipe(res);
      });
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files: PracticeEngineManifest['files'] = Object.values(bundle)
          .filter((output) => ENGINE_ASSET_PATTERN.test(`/${output.fileName}`))
          .map((output) => {
            const engine = engineGroupOf(`/${output.fileName}`);
            if (!engine) this.error(`${output.fileName} belongs to no ENGINE_ASSET_GROUPS entry`);
            return {
              path: `/${output.fileName}`,
              bytes:
                output.type === 'asset'
                  ? Buffer.byteLength(output.source)
                  : Buffer.byteLength(output.code),
              engine,
            };
          });
        for (const name of PYODIDE_FILES) {
          const source = readFileSync(path.join(PYODIDE_DIR, name));
          this.emitFile({
            type: 'asset',
            fileName: `${PYODIDE_BASE_PATH.slice(1)}${name}`,
            source,
          });
          files.push({
            path: `${PYODIDE_BASE_PATH}${name}`,
            bytes: source.byteLength,
            engine: 'python',
          });
        }
        this.emitFile({
          type: 'asset',
          fileName: PRACTICE_ENGINE_MANIFEST_PATH.slice(1),
          source: JSON.stringify({ files }),
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    emitAppShell(),
    practiceEngines(),
    signedInShell.plugin,
    stubZodJsonSchema(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        // ttf: the fonts embedded in exported resumes (public/fonts/resume, ≈ 0.9 MB), so
        // "Download PDF" works offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2,txt,xml,ttf}'],
        // Engines and screenshots are not part of the shell: they load on demand. Prerendered
        // pages (index.html files) are for first visits and crawlers; offline, the precached
        // app-shell.html renders every route from the precached chunks.
        globIgnores: [
          '**/engines/**',
          '**/screenshots/**',
          '**/*monaco*',
          '**/*editor.worker*',
          '**/*codicon*',
          '**/*pyodide*',
          '**/*sql-wasm*',
          '**/*pglite*',
          '**/*initdb*',
          '**/*duckdb*',
          'index.html',
          '**/index.html',
          'sitemap.xml',
          'robots.txt',
        ],
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
    // dist/.vite/manifest.json: scripts/build/prerender.mjs links each prerendered page's CSS and chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod's core and classic API load together on every screen of the app: one chunk, one
          // gzip stream (docs/benchmarks.md, Practice).
          groups: [signedInShell.group, { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }],
        },
      },
    },
  },
  server: {
    headers: ISOLATION_HEADERS,
    proxy: { '/api': `http://127.0.0.1:${API_PORT}` },
  },
  preview: { headers: ISOLATION_HEADERS },
  resolve: {
    // The `@/src/…`, `@/common/…` path aliases of tsconfig.base.json (also used for sw/sw.ts).
    tsconfigPaths: true,
    alias: {
      // duckdb-wasm's blocking browser build, which its package exports do not name
      // (src/workers/duckdb-browser-blocking.d.ts).
      'duckdb-browser-blocking': path.resolve(
        'node_modules/@duckdb/duckdb-wasm/dist/duckdb-browser-blocking.mjs',
      ),
    },
  },
  worker: { format: 'es' },
  // Pyodide is loaded at run time from PYODIDE_BASE_PATH, never pre-bundled; PGlite finds its
  // wasm and data next to its own module (pre-bundling would move the module away from them).
  optimizeDeps: { exclude: ['pyodide', '@electric-sql/pglite'] },
});

/**
 * Prerenders every public marketing route to static HTML after `vite build` (npm run build):
 *
 * - bundles src/app/prerender-entry.tsx for Node with Vite (same React plugin and CSS Modules
 *   naming as the client build, so class names and markup match what the client hydrates);
 * - builds the marketing pages' one script module (src/features/marketing/islands/) into
 *   dist/assets: the pages never boot the React application, this few-kilobyte module
 *   wires their menus, contact form, feature explorer, Back buttons and date line;
 * - writes dist/<route>/index.html for each route, and dist/index.html for `/`, from the built
 *   app shell (dist/app-shell.html) with the page's <title>, meta description, canonical link,
 *   Open Graph tags and its CSS inlined (the first paint needs no other request; no flash of
 *   unstyled content, no layout shift); the app's module script and preloads are replaced by
 *   public/start-marketing-page.js, which loads that module;
 * - writes the pure shell for the client-only routes (auth and dashboard), so a full page load of
 *   /auth/register never shows the landing page's markup first;
 * - writes sitemap.xml and adds its address to robots.txt;
 * - precompresses the hashed assets and the HTML pages (.br and .gz next to each file), which the
 *   server sends when the browser accepts them: the entry chunk shrinks about threefold on the
 *   wire. sw.js is left alone so a changed worker is always served as written.
 *
 * SITE_URL (default https://nyra.app) is the public origin used in canonical links, Open Graph
 * URLs and the sitemap.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, createLogger } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.resolve(ROOT, process.env.WEB_ROOT ?? 'dist');
const SSR_OUT = path.join(ROOT, 'node_modules/.cache/nyra-prerender');
const SITE_URL = new URL(process.env.SITE_URL ?? 'https://nyra.app').origin;
const ENTRY = 'src/app/prerender-entry.tsx';
const ISLANDS_ENTRY = 'src/features/marketing/islands/start-marketing-page.ts';
const STUB_ID = '\0nyra-prerender-stub';
/** Smaller files gain nothing from compression once headers are counted. */
const PRECOMPRESS_MIN_BYTES = 1024;
const BROTLI_MAX_QUALITY_LIMIT_BYTES = 512 * 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Only marketing pages are rendered; the other screens' chunks are replaced by an empty module so
 * the Node bundle neither compiles nor evaluates code that needs a browser (editors, workers).
 */
function stubNonMarketingPages() {
  return {
    name: 'nyra:prerender-stub-pages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.endsWith(path.join('src', 'app', 'pages.ts'))) return null;
      if (!source.includes('/features/') || source.includes('/features/marketing/')) return null;
      return STUB_ID;
    },
    load(id) {
      return id === STUB_ID ? 'export {};' : null;
    },
  };
}

function quietLogger() {
  const logger = createLogger('warn');
  const warn = logger.warn;
  logger.warn = (message, options) => {
    if (!message.includes('INEFFECTIVE_DYNAMIC_IMPORT')) warn(message, options);
  };
  return logger;
}

async function bundleEntry() {
  await rm(SSR_OUT, { recursive: true, force: true });
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    mode: 'production',
    // The `@/src/…`, `@/common/…` path aliases of tsconfig.base.json, as in vite.config.ts.
    resolve: { tsconfigPaths: true },
    plugins: [react(), stubNonMarketingPages()],
    // The entry imports the page modules for their metadata; that pages.ts also imports them
    // lazily is expected here (one Node bundle, no chunks to split).
    customLogger: quietLogger(),
    build: {
      ssr: ENTRY,
      outDir: SSR_OUT,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs', format: 'es' } },
    },
  });
  return import(pathToFileURL(path.join(SSR_OUT, 'prerender-entry.mjs')).href);
}

/**
 * Builds the marketing pages' script module for the browser into dist/assets (hashed name, one
 * file: it imports only small data helpers) and returns its URL path.
 */
async function buildIslands() {
  const output = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    mode: 'production',
    resolve: { tsconfigPaths: true },
    build: {
      outDir: DIST,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      modulePreload: false,
      write: true,
      rollupOptions: {
        input: path.join(ROOT, ISLANDS_ENTRY),
        output: {
          format: 'es',
          entryFileNames: 'assets/marketing-page-[hash].js',
          codeSplitting: false,
        },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry || chunks.length !== 1) {
    throw new Error(`The marketing page script should build to one chunk, got ${chunks.length}.`);
  }
  return `/${entry.fileName}`;
}

function escapeHtml(value) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function absoluteUrl(route) {
  return `${SITE_URL}${route}`;
}

/** CSS files a page module needs, following static imports in the manifest. */
function cssFor(manifest, source) {
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest; is it still lazily routed?`);
    if (entry.isEntry) return; // The shell's own CSS is inlined from its links.
    for (const file of entry.css ?? []) css.add(`/${file}`);
    for (const child of entry.imports ?? []) visit(child);
  };
  visit(source);
  return [...css];
}

function headTags(target, css, islands) {
  const url = absoluteUrl(target.route);
  const title = escapeHtml(target.title);
  const description = escapeHtml(target.description);
  return [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Nyra" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${SITE_URL}/icons/icon-512.png" />`,
    `<meta property="og:image:width" content="512" />`,
    `<meta property="og:image:height" content="512" />`,
    `<meta property="og:image:alt" content="The Nyra logo" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...css.map((href) => inlineStyle(href)),
    // Fetched while the HTML is parsed; public/start-marketing-page.js imports it.
    `<link rel="modulepreload" href="${islands}" />`,
  ]
    .map((tag) => `    ${tag}`)
    .join('\n');
}

/**
 * The CSS a page needs, inlined: the first paint then waits for the HTML alone, not for three more
 * round trips (the CSP allows inline styles, not inline scripts).
 */
function inlineStyle(href) {
  const css = readFileSync(path.join(DIST, href), 'utf8').replaceAll('</style', '<\\/style');
  return `<style data-href="${href}">${css.trim()}</style>`;
}

function inlineShellStyles(html) {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href) =>
    inlineStyle(href),
  );
}

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`The app shell has no ${what}`);
  return html.replace(pattern, replacement);
}

function pageHtml(shell, target, css, markup, boot) {
  // The app's chunks are not needed here: the page never boots the application.
  let html = inlineShellStyles(shell).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  html = replaceOnce(
    html,
    /<title>[\s\S]*?<\/title>/,
    () => `<title>${escapeHtml(target.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<meta\s+name="description"[\s\S]*?\/?>/,
    () => `<meta name="description" content="${escapeHtml(target.description)}" />`,
    'meta description',
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    () => `${headTags(target, css, boot.islands)}\n  </head>`,
    '</head>',
  );
  // The page is complete HTML: instead of the application, it runs its small script module
  // (public/start-marketing-page.js). Shell routes, which need the app, keep Vite's module script.
  html = replaceOnce(
    html,
    /<script type="module" crossorigin src="[^"]+"><\/script>/,
    () =>
      `<script defer src="/start-marketing-page.js" data-islands="${boot.islands}" data-session-key="${boot.sessionKey}" data-signed-in-home="${boot.signedInHome}" data-signed-out-home="${boot.signedOutHome}"></script>`,
    'entry script',
  );
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    () => `<div id="root" data-prerendered-route="${target.route}">${markup}</div>`,
    'empty #root',
  );
  return html;
}

function routeFile(route) {
  return route === '/' ? path.join(DIST, 'index.html') : path.join(DIST, route, 'index.html');
}

async function writeRouteFile(route, html) {
  const file = routeFile(route);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

function sitemapXml(targets, lastModified) {
  const urls = targets
    .map(
      (target) =>
        `  <url>\n    <loc>${absoluteUrl(target.route)}</loc>\n    <lastmod>${lastModified}</lastmod>\n    <priority>${target.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

async function robotsTxt() {
  const source = path.join(ROOT, 'public/robots.txt');
  const base = existsSync(source) ? await readFile(source, 'utf8') : 'User-agent: *\nAllow: /\n';
  const withoutSitemap = base
    .split('\n')
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join('\n')
    .trimEnd();
  return `${withoutSitemap}\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
}

async function listFiles(directory) {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    }),
  );
  return nested.flat();
}

/** Hashed assets (immutable) and the HTML pages; never sw.js, which must be served as written. */
function shouldPrecompress(relativePath) {
  if (/^assets\/.+\.(js|mjs|css|svg)$/.test(relativePath)) return true;
  return /\.html$/.test(relativePath);
}

async function precompressDist() {
  let count = 0;
  for (const file of await listFiles(DIST)) {
    const relativePath = path.relative(DIST, file).split(path.sep).join('/');
    if (!shouldPrecompress(relativePath)) continue;
    const source = await readFile(file);
    if (source.byteLength < PRECOMPRESS_MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          // Maximum quality costs seconds on the multi-megabyte editor chunks for ~1% gain.
          [zlibConstants.BROTLI_PARAM_QUALITY]:
            source.byteLength > BROTLI_MAX_QUALITY_LIMIT_BYTES
              ? 9
              : zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    if (br.byteLength < source.byteLength) await writeFile(`${file}.br`, br);
    if (gz.byteLength < source.byteLength) await writeFile(`${file}.gz`, gz);
    count++;
  }
  return count;
}

export async function prerender() {
  const started = Date.now();
  const shellFile = path.join(DIST, 'app-shell.html');
  const manifestFile = path.join(DIST, '.vite/manifest.json');
  if (!existsSync(shellFile) || !existsSync(manifestFile)) {
    throw new Error(
      'dist/app-shell.html or dist/.vite/manifest.json is missing: run `vite build` first.',
    );
  }
  const shell = await readFile(shellFile, 'utf8');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const {
    PRERENDER_TARGETS,
    CLIENT_ONLY_ROUTES,
    SESSION_STORAGE_KEY,
    SIGNED_IN_HOME,
    SIGNED_OUT_HOME,
    renderRoute,
  } = await bundleEntry();
  const boot = {
    islands: await buildIslands(),
    sessionKey: SESSION_STORAGE_KEY,
    signedInHome: SIGNED_IN_HOME,
    signedOutHome: SIGNED_OUT_HOME,
  };

  for (const target of PRERENDER_TARGETS) {
    const markup = await renderRoute(target.route);
    if (/<script/i.test(markup)) {
      // The CSP allows no inline script; a streamed boundary would need one.
      throw new Error(
        `${target.route} rendered an inline <script>; a lazy boundary did not resolve.`,
      );
    }
    await writeRouteFile(
      target.route,
      pageHtml(shell, target, cssFor(manifest, target.source), markup, boot),
    );
  }
  for (const route of CLIENT_ONLY_ROUTES) await writeRouteFile(route, shell);

  const today = new Date().toISOString().slice(0, 10);
  await writeFile(path.join(DIST, 'sitemap.xml'), sitemapXml(PRERENDER_TARGETS, today));
  await writeFile(path.join(DIST, 'robots.txt'), await robotsTxt());
  const compressed = await precompressDist();
  console.log(
    `Prerendered ${PRERENDER_TARGETS.length} public routes and ${CLIENT_ONLY_ROUTES.length} shell routes for ${SITE_URL}, precompressed ${compressed} files, in ${Date.now() - started} ms.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  prerender().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

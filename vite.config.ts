import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// --- Syllabus import: OCR and pdf.js files served from the app's own origin (never a CDN). ---
// Copied from node_modules into the build under /ocr/ and /pdfjs/ (and served from node_modules by the
// dev server). They are NOT precached (about 15 MB); workers/sw.ts caches them on first use (CacheFirst)
// and the upload page fetches the OCR files once while online, so OCR works offline afterwards.
// See workers/README.md and docs/syllabus.md.
const nm = (p: string) => resolve(process.cwd(), 'node_modules', p);
const SYLLABUS_ASSETS: Array<[url: string, from: string]> = [
  ['ocr/worker.min.js', nm('tesseract.js/dist/worker.min.js')],
  ...['relaxedsimd-lstm', 'simd-lstm', 'lstm'].map((v): [string, string] => [
    `ocr/tesseract-core-${v}.wasm.js`,
    nm(`tesseract.js-core/tesseract-core-${v}.wasm.js`),
  ]),
  ['ocr/eng.traineddata.gz', nm('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz')],
  ...['cmaps', 'standard_fonts', 'wasm'].flatMap((dir) =>
    readdirSync(nm(`pdfjs-dist/${dir}`))
      .filter((f) => !f.startsWith('LICENSE') && statSync(nm(`pdfjs-dist/${dir}/${f}`)).isFile())
      .map((f): [string, string] => [`pdfjs/${dir}/${f}`, nm(`pdfjs-dist/${dir}/${f}`)]),
  ),
];
function syllabusAssets(): Plugin {
  const byUrl = new Map(SYLLABUS_ASSETS.map(([url, from]) => [`/${url}`, from]));
  return {
    name: 'docket-syllabus-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const from = byUrl.get((req.url ?? '').split('?')[0] ?? '');
        if (!from) return next();
        const ext = from.slice(from.lastIndexOf('.'));
        const types: Record<string, string> = {
          '.js': 'text/javascript',
          '.gz': 'application/gzip',
          '.wasm': 'application/wasm',
        };
        res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
        res.end(readFileSync(from));
      });
    },
    generateBundle() {
      for (const [fileName, from] of SYLLABUS_ASSETS)
        this.emitFile({ type: 'asset', fileName, source: readFileSync(from) });
    },
  };
}
// --- end syllabus import ---

// react-router 7's package exports name only its development build (remix-run/react-router#12532, #14102):
// dev-only checks and warnings run on every navigation. The production build it ships beside it is used
// for `vite build` (both entry points, so they share one copy of the router's contexts).
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: nm('react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: nm('react-router/dist/production/dom-export.mjs') },
];

// Issue 13: V8's explicit compile hint (Chrome 136+) on the flowmap editor's chunk: every function of it is
// compiled when the chunk is (off the main thread, and kept in the code cache the service worker's install
// makes), not lazily on first call, which was 10-30 ms of main-thread compile in a flowmap's first open.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function compileHints(): Plugin {
  return {
    name: 'docket-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (
          file.type !== 'chunk' ||
          !file.moduleIds.some((id) => id.endsWith('/flowmaps/editor/FlowmapEditor.tsx'))
        )
          continue;
        file.code = COMPILE_HINT + file.code;
        // One line more at the top: the chunk's source map (an asset of its own here) starts one line later.
        const map = bundle[`${file.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const json = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  plugins: [
    react(),
    syllabusAssets(), // syllabus import: /ocr/ and /pdfjs/ (see above)
    compileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Docket',
        short_name: 'Docket',
        description: 'Your law-school study desk: syllabus, readings, rule cards and weak spots, offline.',
        theme_color: '#0EA5E9',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // 'mjs': the pdf.js worker (syllabus import) is precached; /ocr/ and /pdfjs/ are cached on use instead.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,webmanifest,woff2}'],
        globIgnores: ['ocr/**', 'pdfjs/**'],
        maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    // DOCKET_OUT_DIR lets parallel builds (e.g. several e2e runs) use separate folders.
    outDir: process.env.DOCKET_OUT_DIR || 'dist',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  worker: { format: 'es' },
}));

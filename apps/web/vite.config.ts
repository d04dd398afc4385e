import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// DESIGN §8: POSTHOG_KEY configures the whole product; the SPA reads it at build time
// (the root `start` script builds the SPA with the same environment as the API).
const posthogKey = process.env.VITE_POSTHOG_KEY ?? process.env.POSTHOG_KEY ?? '';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text files worth compressing; images, fonts in woff2 and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

/**
 * Issue 13: every text file of the build gets `.br` (quality 11) and `.gz` (level 9) siblings,
 * computed once here so the API serves them without compressing anything per request
 * (apps/api/src/http/static.ts). Small files too (the API's 1 kB floor is about CPU per request,
 * which costs nothing here); a sibling that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'qc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          if (!(await stat(full)).isFile()) return;
          const source = await readFile(full);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            }),
            gzip(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${full}.br`, br);
          if (gz.length < source.length) await writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split with their page (one chunk per route): they import the API client and
      // the contract, which must not weigh on the first load of /auth/login (issue 13).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
    // Issue 19 item 1: the app shell works without the server. A service worker (Workbox) keeps
    // every built file, so a menu click or a reload while the server is unreachable shows the
    // app and its offline state instead of the browser's error page; answers typed meanwhile wait
    // in IndexedDB (features/evaluations/offline-drafts.ts). API calls are never cached, nor is
    // the page while the server answers (below).
    VitePWA({
      registerType: 'autoUpdate',
      // An external registerSW.js: the CSP allows no inline script.
      injectRegister: 'script',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // Issue 34 item 5: the page itself comes from the network first, so that a deploy reaches an
        // open tab's next load with the shell that matches the new API and chunks; the precached
        // shell (this worker's build, whose chunks it holds) only when the server cannot answer. A
        // cache-first shell served the old build's page against the new API until a second visit.
        // `directoryIndex: null` keeps / out of the precache's route (it matched /index.html).
        directoryIndex: null,
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(?:api|rpc|ingest)\/|^\/(?:healthz|readyz)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: {
              precacheFallback: { fallbackURL: '/index.html' },
              // A proxy's 502/503/504 in front of a stopped server: the app shell, which says so.
              plugins: [
                {
                  fetchDidSucceed: async ({ response }) => {
                    if (response.status >= 502 && response.status <= 504) throw new Error(String(response.status));
                    return response;
                  },
                },
              ],
            },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompress(),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  define: { 'import.meta.env.VITE_POSTHOG_KEY': JSON.stringify(posthogKey) },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/rpc': { target: apiTarget, changeOrigin: false },
      '/ingest': { target: apiTarget, changeOrigin: false },
    },
  },
});

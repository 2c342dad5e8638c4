import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_GROUPS } from './server/build/chunkGroups.ts';
import { earthTexturePlugin } from './server/build/earthTexture.ts';
import { inlineHeadScripts } from './server/build/inlineHeadScripts.ts';

const brotli = promisify(zlib.brotliCompress);

/**
 * Each script and stylesheet of the build also as .br, compressed once at brotli's best quality: the server sends
 * that as it is (server/routes/pages.ts), a fifth smaller than what its compression middleware makes at every
 * request (quality 4, chosen for speed).
 */
function precompressedAssets(): Plugin {
  return {
    name: 'stationdesk:precompressed-assets',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.values(bundle).filter((file) => /\.(js|css)$/.test(file.fileName));
      await Promise.all(files.map(async (file) => {
        const content = file.type === 'chunk' ? file.code : file.source;
        const compressed = await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } });
        await fs.writeFile(path.join(dir!, `${file.fileName}.br`), compressed);
      }));
    },
  };
}

// `--mode test` (the browser tests' build) checks every API answer against shared/api.ts (client/lib/api/http.ts)
// and goes to its own folder, so that it never stands in for the production build.
export default defineConfig(({ mode }) => ({
  root: 'client',
  resolve: {
    // Zod without eval under the CSP, configured before any schema is built (see the file).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./client/lib/api/zodJitless.ts', import.meta.url)) }],
  },
  plugins: [
    react(),
    inlineHeadScripts(), // client/head/*.js, into index.html
    earthTexturePlugin(), // the globe's map, rasterised at build time
    precompressedAssets(),
    // A service worker (Workbox) precaches the app shell, so that screens opened before load without a network
    // (their data comes from the persisted query cache). The globe is left out: it is large and needs live data.
    VitePWA({
      injectRegister: false, // registered in client/lib/offline/serviceWorker.ts, after the first screen
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['**/GlobePage-*'],
        cleanupOutdatedCaches: true,
        // Pages go to the server first (it redirects to the login page, sets kiosk cookies); without a network
        // the app shell answers, and the app shows what it has.
        navigateFallback: null,
        runtimeCaching: [
          {
            // Not /api/: a CSV export is a download the browser makes itself (a worker's fetch adds nothing, and
            // its offline fallback would save the app shell as the file).
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            // Station images, kept for when the server cannot answer: online the server answers (it checks the
            // session, and a copy in the HTTP cache costs a 304), so no signed-out page is shown one from here
            // (401, 403 and 404 are answers); offline, or while the server answers 5xx (its database away), the copy
            // kept here. Signing out deletes this cache (client/lib/offline/forgetDeviceData.ts).
            urlPattern: ({ url }) => /^\/api\/stations\/\d+\/image$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'station-images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
              plugins: [{
                fetchDidSucceed: async ({ response }) => {
                  if (response.status >= 500) throw new Error(`station image: ${response.status}`);
                  return response;
                },
              }],
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: mode === 'test' ? '../dist/client-test' : '../dist/client',
    emptyOutDir: true,
    // The browser tests' build is also what the benchmarks' smoke run measures: it walks each route's chunks.
    manifest: mode === 'test',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Few files for a screen's first load (server/build/chunkGroups.ts).
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
}));

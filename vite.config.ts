import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API server (npm run dev) listens here; `npm run dev:page` forwards the page's calls to it. */
const apiServer = 'http://localhost:8787';

/** The fonts' Latin faces, the ones the service worker precaches too (scripts/build-sw.mjs). */
const latinFace = /-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads the Latin faces from index.html: without it the browser asks for a face only once the
 * app has drawn text in it, and the text drawn in the fallback meanwhile is re-wrapped when the
 * face arrives, moving what is below it (npm run bench -- shifts).
 */
function preloadLatinFaces(): Plugin {
  return {
    name: 'ritual-preload-latin-faces',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => latinFace.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          })),
    },
  };
}

export default defineConfig({
  root: fromHere('./src'),
  publicDir: fromHere('./public'),
  plugins: [react(), preloadLatinFaces()],
  build: {
    outDir: fromHere('./dist/client'),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each screen imports, for the bench's JavaScript per route.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
});

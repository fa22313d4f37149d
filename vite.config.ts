import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API server (npm run dev) listens here; `npm run dev:page` forwards the page's calls to it. */
const apiServer = 'http://localhost:8787';

export default defineConfig({
  root: fromHere('./src'),
  publicDir: fromHere('./public'),
  plugins: [react()],
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

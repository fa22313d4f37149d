import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The benchmark pages, built like the app (same worker bundling) into dist/bench. */
export default defineConfig({
  root: fromHere('.'),
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: fromHere('../../dist/bench'),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        waveform: fromHere('./waveform.html'),
        'pull-validation': fromHere('./pull-validation.html'),
        'device-search': fromHere('./device-search.html'),
      },
    },
  },
});

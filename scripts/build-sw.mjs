// The service worker, after `vite build`: app icons (PNGs drawn from public/favicon.svg with
// sharp), then sw/index.ts bundled by esbuild and handed to workbox-build's injectManifest, which
// writes dist/client/sw.js with the list of built files to precache (self.__WB_MANIFEST).
import { mkdir, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import { injectManifest } from 'workbox-build';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const client = at('../dist/client');
const bundled = at('../dist/sw-bundle.js');

/** Plain icons 64–512 px, and maskable ones: the mark at 80% on black, inside the safe zone. */
async function drawIcons() {
  const svg = await readFile(at('../public/favicon.svg'));
  await mkdir(`${client}/icons`, { recursive: true });
  const plain = [64, 128, 192, 256, 384, 512].map((size) =>
    sharp(svg, { density: (72 * size) / 64 })
      .resize(size, size)
      .png()
      .toFile(`${client}/icons/icon-${size}.png`),
  );
  const maskable = [192, 512].map(async (size) => {
    const inner = Math.round(size * 0.8);
    const mark = await sharp(svg, { density: (72 * inner) / 64 })
      .resize(inner, inner)
      .png()
      .toBuffer();
    const offset = Math.round((size - inner) / 2);
    await sharp({ create: { width: size, height: size, channels: 4, background: '#000000' } })
      .composite([{ input: mark, left: offset, top: offset }])
      .png()
      .toFile(`${client}/icons/maskable-${size}.png`);
  });
  await Promise.all([...plain, ...maskable]);
}

await drawIcons();
await build({
  entryPoints: [at('../sw/index.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: `${client}/sw.js`,
  globDirectory: client,
  globPatterns: [
    'index.html',
    'assets/**/*.{js,css}',
    // the fonts' Latin faces, so text looks the same offline; other scripts' faces load online
    'assets/**/*-latin-wght-normal-*.woff2',
    'theme.js',
    'favicon.svg',
    'manifest.webmanifest',
    'icons/*.png',
  ],
  // Vite puts a content hash in every asset name: those need no revision of their own.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
await rm(bundled, { force: true });
for (const warning of warnings) console.warn(`build-sw: ${warning}`);
console.log(`build-sw: dist/client/sw.js precaches ${count} files (${Math.round(size / 1024)} kB)`);

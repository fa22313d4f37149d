import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { clientDir, pagesDir } from '../paths.js';
import type { DrawPage } from './drawn-pages.js';

/** A prerendered page's path, from its file in dist/pages: index.html is '/', login.html '/login'. */
const pathOf = (file: string) =>
  file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;

/**
 * The built page (dist/client). Files are served as they are; a public page prerendered at build
 * time (dist/pages) answers with its own HTML, which paints before the app's code has run, and so
 * does a page `draw` draws (a public journal or an embed, drawn-pages.ts); every other path that is not the
 * API answers index.html, so the page's router (history mode) decides what it shows.
 */
export function clientApp(
  root = clientDir,
  pages = pagesDir,
  draw: DrawPage = () => Promise.resolve(undefined),
) {
  const app = new Hono();
  const indexFile = join(root, 'index.html');
  let indexHtml: string | undefined;
  const readIndex = () =>
    (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);
  // Read once, all of them: the build does not change under a running server, and a lookup per
  // address asked for would keep a note of every address anyone made up.
  let prerendered: Map<string, string> | undefined;
  const readPage = (path: string) =>
    (prerendered ??= new Map(
      (existsSync(pages) ? readdirSync(pages) : [])
        .filter((file) => file.endsWith('.html'))
        .map((file) => [pathOf(file), readFileSync(join(pages, file), 'utf8')]),
    )).get(path);

  // Compressed text: a phone on a slow network otherwise waits for three times the bytes before
  // the app runs (npm run bench -- lighthouse). The files were compressed at build time
  // (scripts/compress.mjs, served below as they are); this gzips the HTML made here, and skips an
  // answer that is compressed already. Outermost, so it sees whatever answers below.
  app.use('*', compress());
  // Vite puts a content hash in every asset name; everything else (sw.js and the manifest too)
  // must be revalidated. Set after the answer is made: serveStatic's onFound runs too late for it.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status < 400 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
  });
  // Before the files: serveStatic would answer '/' with index.html, the app shell, which the
  // service worker precaches as it is and keeps for every navigation once installed.
  app.get('*', (c, next) => {
    const html = readPage(c.req.path);
    return html === undefined ? next() : c.html(html);
  });
  // Files as they are (the manifest's type, application/manifest+json, comes from its extension);
  // never a dot-file or dot-folder, such as the build's .vite/manifest.json of source paths.
  // ('/' is a folder, which serveStatic leaves to the routes below, so index.html answers.)
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (path) => (/\/\./.test(path) ? '/' : path),
    }),
  );
  // The manifest's share_target posts here; the service worker answers it once installed, and
  // before that the app opens where a shared file would have gone.
  app.post('/share-target', (c) => c.redirect('/home', 303));
  // After the files, so an asset's path is never taken for a journal's address.
  app.get('*', async (c, next) => {
    const html = await draw(c.req.path, new URL(c.req.url).searchParams);
    return html === undefined ? next() : c.html(html);
  });
  app.get('*', (c) => {
    const html = readIndex();
    if (html === undefined) {
      return c.text(
        'The app has not been built. Run `npm run build` (npm start does it for you).',
        503,
      );
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  return app;
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { clientDir } from '../paths.js';

/**
 * The built page (dist/client). Files are served as they are; every other path that is not the
 * API answers index.html, so the page's router (history mode) decides what it shows.
 */
export function clientApp(root = clientDir) {
  const app = new Hono();
  const indexFile = join(root, 'index.html');
  let indexHtml: string | undefined;
  const readIndex = () =>
    (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);

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
  // Files as they are (the manifest's type, application/manifest+json, comes from its extension);
  // never a dot-file or dot-folder, such as the build's .vite/manifest.json of source paths.
  // ('/' is a folder, which serveStatic leaves to the routes below, so index.html answers.)
  app.use(
    '*',
    serveStatic({ root, rewriteRequestPath: (path) => (/\/\./.test(path) ? '/' : path) }),
  );
  // The manifest's share_target posts here; the service worker answers it once installed, and
  // before that the app opens where a shared file would have gone.
  app.post('/share-target', (c) => c.redirect('/home', 303));
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

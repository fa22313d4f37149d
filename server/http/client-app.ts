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

  app.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        // Vite puts a content hash in every asset name; everything else must be revalidated.
        c.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
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

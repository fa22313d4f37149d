import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (where package.json is), whether running from server/ or the built dist/node/. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = (dialect: 'sqlite' | 'pg') =>
  join(projectRoot, 'server/db/migrations', dialect);
export const clientDir = join(projectRoot, 'dist/client');
/** The public pages prerendered by `npm run build` (scripts/prerender.mjs). */
export const pagesDir = join(projectRoot, 'dist/pages');
/** The page renderer built for Node by `npm run build`, with which the server draws journals. */
export const renderDir = join(projectRoot, 'dist/render');
/** The example journals' media, read from the source tree (tsc does not copy non-TS files). */
export const examplesDir = join(projectRoot, 'server/examples');

// The front end route by route: the JavaScript each route's first load downloads (from the build
// output), then first and largest contentful paint of the main routes in Chromium.
import { fileURLToPath } from 'node:url';
import { measureRouteBytes } from './route-bytes.js';
import { measureRoutePaint } from './route-paint.js';
import type { Figure } from './results.js';

const root = fileURLToPath(new URL('../', import.meta.url));

export async function measureRoutes(): Promise<Figure[]> {
  const bytes = measureRouteBytes(`${root}dist/client`, `${root}src/app/routes.tsx`);
  return [...bytes, ...(await measureRoutePaint())];
}

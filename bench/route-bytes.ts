// Gzip bytes of JavaScript a first load of each route downloads, from `npm run build`'s output and
// vite's manifest (dist/client/.vite/manifest.json): the entry and its static imports, the route's
// screen chunk and its static imports, each file once. Chunks a screen loads later on its own
// (dynamic imports: a panel opened, a player started) are not counted; the composer, which opens
// as a panel over any page, is a figure of its own: the entry and the panel's chunks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './results.js';

const KB = 1024;

/**
 * Issue 17's budgets: opening Today (/home), a journal page and the composer (the new-entry panel,
 * and /new and /push, its page) each download at most 200 KB gzip of JavaScript.
 */
const SCREEN_BUDGETS: Record<string, number> = { Home: 200, JournalPage: 200, Push: 200 };
const COMPOSER = 'new-entry/NewEntryPanel.tsx';
const COMPOSER_BUDGET = 200;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, Chunk>;

/** Every chunk key a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The page names (docs/product.md §2) each screen serves, read from the route table: a route's page name is
 * the nearest `screen(path, 'page'` or `page: 'page'` before its `import('../screens/X')`.
 */
export function pagesOfScreens(routesSource: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const route =
    /(?:screen\(\s*(?:'[^']*'|undefined),\s*'([^']+)'|page:\s*'([^']+)')[^]*?import\('\.\.\/screens\/(\w+)'\)/g;
  for (const match of routesSource.matchAll(route)) {
    const screen = match[3]!;
    pages.set(screen, [...(pages.get(screen) ?? []), (match[1] ?? match[2])!]);
  }
  return pages;
}

export function measureRouteBytes(clientDir: string, routesFile: string): Figure[] {
  const manifestFile = join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build with build.manifest on (vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (entry === undefined) throw new Error('The manifest names no entry');
  const sizes = new Map<string, number>();
  const gzipped = (key: string) => {
    const file = manifest[key]!.file;
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(clientDir, file))).length);
    return sizes.get(file)!;
  };
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipped(key), 0);

  const initial = closure(manifest, entry);
  const pages = pagesOfScreens(readFileSync(routesFile, 'utf8'));
  const screens = Object.keys(manifest)
    .filter((key) => key.startsWith('screens/') && manifest[key]!.isDynamicEntry)
    .map((key) => {
      const name = key.replace(/^screens\/|\.tsx?$/g, '');
      const needed = closure(manifest, key, new Set(initial));
      const own = [...needed].filter((chunk) => !initial.has(chunk));
      return {
        key,
        name,
        bytes: total(needed),
        own: total(own),
        files: needed.size,
        ownFiles: own,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
  if (screens.length === 0) throw new Error('The manifest names no screens/ chunks');

  const composer = manifest[COMPOSER];
  if (!composer?.isDynamicEntry)
    throw new Error(
      `The manifest names no lazily loaded ${COMPOSER}: where does the composer load?`,
    );
  const withComposer = closure(manifest, COMPOSER, new Set(initial));
  const composerOwn = [...withComposer].filter((chunk) => !initial.has(chunk));

  const largest = (keys: string[]) =>
    [...keys]
      .sort((a, b) => gzipped(b) - gzipped(a))
      .slice(0, 3)
      .map(
        (key) =>
          `${manifest[key]!.file.replace(/^assets\//, '')} ${(gzipped(key) / KB).toFixed(1)}`,
      )
      .join(', ');
  return [
    ...screens.map((screen) => ({
      name: `JavaScript to open ${screen.name} (${(pages.get(screen.name) ?? ['no route']).join(', ')})`,
      value: screen.bytes / KB,
      unit: 'KB gzip',
      ...(screen.name in SCREEN_BUDGETS ? { budget: SCREEN_BUDGETS[screen.name] } : {}),
      note: `first load at this route, ${screen.files} files: the entry with its imports (${(total(initial) / KB).toFixed(1)} KB), and the screen's chunk with what it imports beyond those (${(screen.own / KB).toFixed(1)} KB in ${screen.ownFiles.length} files; largest ${largest(screen.ownFiles)} KB); static imports in .vite/manifest.json`,
    })),
    {
      name: 'JavaScript to open the composer (the new-entry panel)',
      value: total(withComposer) / KB,
      unit: 'KB gzip',
      budget: COMPOSER_BUDGET,
      note: `${withComposer.size} files: the entry with its imports (${(total(initial) / KB).toFixed(1)} KB), and ${COMPOSER} with what it imports beyond those (${(total(composerOwn) / KB).toFixed(1)} KB in ${composerOwn.length} files, what opening it over an open page adds; largest ${largest(composerOwn)} KB)`,
    },
  ];
}

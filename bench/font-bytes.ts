// Issue 17's font budget: the font files a Latin page needs, which the service worker precaches
// so text looks the same offline (scripts/build-sw.mjs): the Latin faces of Figtree and Source
// Serif 4, variable in weight (src/styles/base.css). Read from the built worker's precache list,
// so a face added to it, or a subset that grows, counts. woff2 is compressed already: raw bytes.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure } from './results.js';

const KB = 1024;
const BUDGET_KB = 100;

/** The font files named in dist/client/sw.js's precache manifest. */
export function precachedFonts(clientDir: string): string[] {
  const worker = readFileSync(join(clientDir, 'sw.js'), 'utf8');
  const fonts = [...worker.matchAll(/"url":"([^"]+\.woff2)"/g)].map((match) => match[1]!);
  if (fonts.length === 0)
    throw new Error('sw.js precaches no .woff2: was the app built with scripts/build-sw.mjs?');
  return [...new Set(fonts)];
}

export function measureFontBytes(clientDir: string): Figure[] {
  const files = precachedFonts(clientDir).map((url) => ({
    name: url.replace(/^assets\//, ''),
    bytes: statSync(join(clientDir, url)).size,
  }));
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  return [
    {
      name: 'font files a Latin page needs (precached)',
      value: total / KB,
      unit: 'KB',
      budget: BUDGET_KB,
      note: `woff2 in sw.js's precache: ${files.map((file) => `${file.name} ${(file.bytes / KB).toFixed(1)} KB`).join(', ')}`,
    },
  ];
}

// Gzip bytes of the JavaScript the first page load of / downloads (the entry script and what it
// preloads), and of the largest lazily loaded screen chunk, from `npm run build`'s output.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './results.js';

const KB = 1024;

export function measureBundle(clientDir: string): Figure[] {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const initial = new Set(
    [
      ...html.matchAll(
        /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
      ),
    ].map((match) => match[1]!.replace(/^\//, '')),
  );
  if (initial.size === 0) throw new Error('index.html names no JavaScript: was the app built?');
  const gzipped = (file: string) => gzipSync(readFileSync(join(clientDir, file))).length;
  const initialBytes = [...initial].reduce((sum, file) => sum + gzipped(file), 0);
  const lazy = readdirSync(join(clientDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`)
    .filter((file) => !initial.has(file))
    .map((file) => ({ file, bytes: gzipped(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const largest = lazy[0];
  return [
    {
      name: 'initial JavaScript for /',
      value: initialBytes / KB,
      unit: 'KB gzip',
      budget: 170,
      note: `${initial.size} files: the entry and its modulepreloads`,
    },
    ...(largest
      ? [
          {
            name: 'largest lazy chunk',
            value: largest.bytes / KB,
            unit: 'KB gzip',
            note: largest.file,
          },
        ]
      : []),
  ];
}

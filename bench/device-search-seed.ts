// The device search benchmarks' notes (bench/device-search.ts in Node, the search worker in
// Chromium through bench/browser/device-search-page.ts): 10,000 entries in 8 journals, seeded.
import type { Entry } from '../contract/entries.js';
import { mulberry32 } from '../contract/mulberry32.js';
import { aJournal, anEntry } from '../worker/search-records.test-util.js';

export const ENTRIES = 10_000;
export const QUESTIONS = 200;

/** Made-up words, a few with accents; drawn unevenly, as words in real notes are. */
function vocabulary(random: () => number): string[] {
  const syllables = [
    'ka',
    'lo',
    'mi',
    'ré',
    'su',
    'ta',
    'ne',
    'vo',
    'pi',
    'da',
    'é',
    'gu',
    'ri',
    'an',
    'el',
  ];
  const words = new Set<string>();
  while (words.size < 3_000) {
    const length = 1 + Math.floor(random() * 4);
    words.add(
      Array.from({ length }, () => syllables[Math.floor(random() * syllables.length)]).join(''),
    );
  }
  return [...words];
}

export function seeded(seed: number) {
  const random = mulberry32(seed);
  const words = vocabulary(random);
  // The square makes the first words common and the last ones rare.
  const word = () => words[Math.floor(random() ** 2 * words.length)]!;
  const tags = ['scales', 'día-1', 'tempo', 'warmup', 'chords', 'breath', 'pages', 'run'];
  const journals = Array.from({ length: 8 }, (_, i) =>
    aJournal({ title: `${word()} ${word()}`, slug: `journal-${i}` }),
  );
  const start = Date.parse('2030-01-01T00:00:00.000Z');
  const entries: Entry[] = Array.from({ length: ENTRIES }, (_, i) => {
    const notes = Array.from({ length: 10 + Math.floor(random() * 50) }, word);
    if (random() < 0.3) notes.push(`#${tags[Math.floor(random() * tags.length)]!}`);
    const at = new Date(start + i * 3_600_000).toISOString();
    return anEntry(journals[Math.floor(random() * journals.length)]!, `${notes.join(' ')}.`, {
      type: random() < 0.8 ? 'text' : 'audio',
      created_at: at,
      last_modified: at,
    });
  });
  const questions = Array.from({ length: QUESTIONS }, (_, i) => {
    const w = word();
    switch (i % 5) {
      case 0:
        return { query: w.slice(0, 3), filters: {} };
      case 1:
        return { query: `${word()} ${w}`, filters: {} };
      case 2: // a typo
        return { query: `${w}x`, filters: {} };
      case 3:
        return { query: `#${tags[i % tags.length]!} ${w.slice(0, 3)}`, filters: {} };
      default:
        return {
          query: w,
          filters: { journal: journals[i % journals.length]!.id, after: '2030-03-01' },
        };
    }
  });
  return { journals, entries, questions };
}

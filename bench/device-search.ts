// The device's search index (worker/entry-index.ts) over 10,000 seeded entries, in Node: the
// worker runs the same code, without the IndexedDB around it. Budgets: built in a second, a
// question answered (hits and snippets) in 10 ms at p95, and the kept index (gzipped JSON,
// worker/kept-index.ts) at most 30% of the entries' own JSON. `npx tsx bench/run.ts device-search`
// runs it alone (no build needed).
import type { Entry } from '../contract/entries.js';
import {
  createEntryIndex,
  findEntries,
  loadIndex,
  putEntry,
  storedIndex,
  type EntryIndex,
} from '../worker/entry-index.js';
import { packIndex, unpackIndex } from '../worker/kept-index.js';
import { parseQuery } from '../worker/search-query.js';
import { snippetOf } from '../worker/snippet.js';
import type { aJournal } from '../worker/search-records.test-util.js';
import { ENTRIES, QUESTIONS, seeded } from './device-search-seed.js';
import type { Figure } from './results.js';

const BUILDS = 3;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

function build(journals: ReturnType<typeof aJournal>[], entries: Entry[]): EntryIndex {
  const index = createEntryIndex();
  for (const journal of journals)
    index.journals.set(journal.id, { title: journal.title, slug: journal.slug, user: 'ada' });
  for (const entry of entries) putEntry(index, entry);
  return index;
}

export async function measureDeviceSearch(): Promise<Figure[]> {
  const { journals, entries, questions } = seeded(19);
  const builds: number[] = [];
  let index = createEntryIndex();
  for (let run = 0; run < BUILDS; run++) {
    const from = performance.now();
    index = build(journals, entries);
    builds.push(performance.now() - from);
  }

  const notes = new Map(entries.map((entry) => [entry.id, entry.notes]));
  const ask = () => {
    const times: number[] = [];
    let hits = 0;
    for (const { query, filters } of questions) {
      const from = performance.now();
      const found = findEntries(index, parseQuery(query), filters);
      for (const hit of found) snippetOf(notes.get(hit.id)!, new Set(hit.terms));
      times.push(performance.now() - from);
      hits += found.length;
    }
    return { times, hits };
  };
  // The first pass also pays for compiling the code and collecting the builds' garbage.
  const cold = ask();
  const { times, hits } = ask();

  const jsonBytes = Buffer.byteLength(JSON.stringify(storedIndex(index, 'bench')));
  const entryBytes = Buffer.byteLength(JSON.stringify(entries));
  const packFrom = performance.now();
  const packed = await packIndex(storedIndex(index, 'bench'));
  const packMs = performance.now() - packFrom;
  const loadFrom = performance.now();
  if (!loadIndex(await unpackIndex(packed), 'bench'))
    throw new Error('The kept index did not load');
  const loadMs = performance.now() - loadFrom;

  return [
    {
      name: `device search: index of ${ENTRIES} entries built`,
      value: median(builds),
      unit: 'ms',
      budget: 1_000,
      note: `median of ${BUILDS} builds (first ${Math.round(builds[0]!)} ms); Node ${process.version}`,
    },
    {
      name: `device search: question answered with snippets, p95`,
      value: percentile(times, 95),
      unit: 'ms',
      budget: 10,
      note: `${QUESTIONS} questions (prefix, two words, typo, tag, filters) after a first pass (p95 ${percentile(cold.times, 95).toFixed(1)} ms); median ${median(times).toFixed(2)} ms; ${(hits / QUESTIONS).toFixed(1)} hits each`,
    },
    {
      name: `device search: kept index vs the entries' JSON`,
      value: (packed.byteLength / entryBytes) * 100,
      unit: '%',
      budget: 30,
      note: `${(packed.byteLength / 1e6).toFixed(2)} MB kept (gzipped; ${(jsonBytes / 1e6).toFixed(2)} MB of JSON, ${Math.round((jsonBytes / entryBytes) * 100)}%) for ${(entryBytes / 1e6).toFixed(2)} MB of entries`,
    },
    {
      name: 'device search: kept index loaded (opening the app)',
      value: loadMs,
      unit: 'ms',
      note: `unzipped, parsed and loaded into MiniSearch; keeping it took ${Math.round(packMs)} ms`,
    },
  ];
}

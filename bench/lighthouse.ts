// Lighthouse on the pages a visitor lands on: /, /login, /examples, a public journal and an
// embedded entry, as its mobile preset measures them (a mid-range phone, simulated slow 4G and a
// 4× slower CPU), each a cold first visit (Lighthouse clears the origin's storage, so no service
// worker or cache). Per page the four category scores and the paint figures; the median of the
// runs counts, as one Lighthouse run varies by several points on a busy machine.
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { ApiClient } from '../tests/support/api-client.js';
import { removeDataDir, startBuiltServer } from '../tests/support/built-server.js';
import { launchDebuggableChromium } from './debuggable-chromium.js';
import type { Figure } from './results.js';
import { median } from './shell-paint-timing.js';

// BENCH_LIGHTHOUSE_RUNS=1 makes a quicker trial.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const CATEGORIES = [
  { id: 'performance', name: 'performance', floor: 95 },
  { id: 'accessibility', name: 'accessibility', floor: 100 },
  { id: 'best-practices', name: 'best practices', floor: 100 },
  { id: 'seo', name: 'SEO', floor: 95 },
] as const;

const PAINTS = [
  { id: 'first-contentful-paint', name: 'first contentful paint', unit: 'ms', budget: 1800 },
  { id: 'largest-contentful-paint', name: 'largest contentful paint', unit: 'ms', budget: 2500 },
  { id: 'cumulative-layout-shift', name: 'layout shift', unit: '', budget: 0.02 },
] as const;

/** A public journal with a description and a few entries, as a visitor would find one: its path and its first entry's embed. */
async function seedPublicJournal(url: string): Promise<{ journal: string; embed: string }> {
  const api = new ApiClient(url);
  const person = await api.register('reader');
  const journal = (await api.call('POST', '/journals', person, {
    title: 'Morning scales',
    description: 'Twenty minutes of scales before breakfast, and what changed.',
    private: false,
  })) as { id: string; slug: string };
  const entries: { id: string }[] = [];
  for (const notes of [
    'C major, hands together, slower than yesterday and cleaner.',
    'A minor melodic: the turn at the top still trips the fourth finger.',
    'Arpeggios in broken chords; the metronome at 72.',
  ])
    entries.push(
      (await api.call('POST', '/entries', person, { journal_id: journal.id, notes })) as {
        id: string;
      },
    );
  return { journal: `/${person.username}/${journal.slug}`, embed: `/embed/${entries[0]!.id}` };
}

/** The audits a page failed (score below 0.9), for the note: what to fix. */
function failedAudits(result: Result, category: string): string[] {
  return result.categories[category]!.auditRefs.filter((ref) => ref.weight > 0)
    .map((ref) => result.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.id);
}

/** Lighthouse's own "run Lighthouse again": it lost the trace of the load, not a measure of it. */
const LOST_TRACE = 'NO_NAVSTART';

async function audit(port: number, url: string, tries = 3): Promise<Result> {
  // The defaults are the mobile preset with simulated throttling; only the output is chosen.
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  const answer = await lighthouse(url, flags);
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = answer;
  if (lhr.runtimeError?.code === LOST_TRACE && tries > 1) {
    console.log(`  ${url}: Lighthouse lost the trace (${LOST_TRACE}); running it again`);
    return audit(port, url, tries - 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

function figuresOf(label: string, runs: Result[]): Figure[] {
  const note = `Lighthouse ${runs[0]!.lighthouseVersion} mobile preset (simulated throttling), cold visit; median of ${runs.length}`;
  const scores = CATEGORIES.map(({ id, name, floor }) => {
    const values = runs.map((run) => Math.round((run.categories[id]!.score ?? 0) * 100));
    const failed = [...new Set(runs.flatMap((run) => failedAudits(run, id)))];
    return {
      name: `lighthouse ${label}: ${name}`,
      value: median(values),
      unit: '',
      floor,
      note: `${note}; runs ${values.join(', ')}${failed.length ? `; failing audits: ${failed.join(', ')}` : ''}`,
    };
  });
  const paints = PAINTS.map(({ id, name, unit, budget }) => {
    const values = runs.map((run) => run.audits[id]!.numericValue ?? Number.NaN);
    return {
      name: `lighthouse ${label}: ${name}`,
      value: median(values),
      unit,
      budget,
      note: `${note}; runs ${values.map((v) => (unit ? v.toFixed(0) : v.toFixed(3))).join(', ')}`,
    };
  });
  return [...scores, ...paints];
}

export async function measureLighthouse(): Promise<Figure[]> {
  const server = await startBuiltServer();
  const chromium = await launchDebuggableChromium();
  try {
    const { journal, embed } = await seedPublicJournal(server.url);
    const pages = [
      { label: '/', path: '/' },
      { label: '/login', path: '/login' },
      { label: '/examples', path: '/examples' },
      { label: 'public journal', path: journal },
      { label: 'embed', path: embed },
    ];
    // One run thrown away first: the first audit of a fresh Chromium and server measured their
    // start (its first-paint figures were 0.3 s slower than the runs after it), not the page.
    await audit(chromium.port, `${server.url}/`);
    const figures: Figure[] = [];
    for (const { label, path } of pages) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chromium.port, `${server.url}${path}`));
      const found = figuresOf(label, runs);
      console.log(
        `  ${label}: ${found.map((f) => `${f.name.split(': ')[1]} ${f.value}`).join(', ')}`,
      );
      figures.push(...found);
    }
    return figures;
  } finally {
    await chromium.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

// docs/decisions.md #19's budget: GET /api/search/entries answers in at most 20 ms at the 95th
// percentile over 100,000 entries. The entries are written straight into the database (and its
// search index, as the server writes them) for speed; the 200 questions go through the whole app
// (app.request: auth, limits, validation, JSON), on SQLite and, when PostgreSQL is reachable
// (BENCH_DATABASE_URL or TEST_DATABASE_URL), on PostgreSQL.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { mulberry32 } from '../contract/mulberry32.js';
import { createApp } from '../server/app.js';
import { openDeps } from '../server/bootstrap.js';
import { readConfig } from '../server/config.js';
import { indexEntries } from '../server/entries/search-index.js';
import { memoryLog } from '../server/log.js';
import { createBenchDatabase } from './postgres-database.js';
import type { Figure } from './results.js';

const ENTRIES = 100_000;
const QUERIES = 200;
const WARM_UP = 20;
const PEOPLE = 20;
const JOURNALS_EACH = 3;
const DAY = 86_400_000;
const SEED = 19;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A made-up vocabulary: a few words everyone writes, then thousands of rarer ones. */
function vocabulary(random: () => number): string[] {
  const common = ['the', 'and', 'practice', 'today', 'slow', 'again', 'morning', 'hands'];
  const syllables = ['ka', 'lo', 'mi', 'ra', 'te', 'su', 'no', 'vi', 'pe', 'dar', 'col', 'fen'];
  const rare = new Set<string>();
  while (rare.size < 5000) {
    let word = '';
    const length = 2 + Math.floor(random() * 3);
    for (let i = 0; i < length; i += 1) word += syllables[Math.floor(random() * syllables.length)];
    rare.add(word);
  }
  return [...common, 'café', 'crème', ...rare];
}

/** Words drawn as in real notes: a few very often, most seldom (roughly Zipf). */
const draw = (words: string[], random: () => number) =>
  words[Math.floor(words.length * random() ** 3)]!;

const TAGS = ['scales', 'breath', 'día-3', 'tempo', 'garden', 'sleep', 'run', 'piano'];

function notesOf(words: string[], random: () => number): string {
  const length = 15 + Math.floor(random() * 45);
  const out: string[] = [];
  for (let i = 0; i < length; i += 1) out.push(draw(words, random));
  if (random() < 0.3) out.push(`#${TAGS[Math.floor(random() * TAGS.length)]}`);
  out[0] = out[0]![0]!.toUpperCase() + out[0]!.slice(1);
  return `${out.join(' ')}.`;
}

/** What people type: a word, two, the start of one, a tag and a word; some of them signed out. */
function questionOf(words: string[], random: () => number): string {
  const kind = random();
  const word = draw(words, random);
  if (kind < 0.4) return word;
  if (kind < 0.7) return `${word} ${draw(words, random)}`;
  if (kind < 0.9) return word.slice(0, 3 + Math.floor(random() * 2));
  return `#${TAGS[Math.floor(random() * TAGS.length)]} ${word}`;
}

async function measureOn(label: string, databaseUrl: string | undefined): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ritual-bench-search-'));
  mkdirSync(join(dataDir, 'client'), { recursive: true });
  const config = readConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://ritual.bench',
    RATE_LIMITS: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const deps = await openDeps(config, memoryLog());
  const app = createApp(deps, { clientRoot: join(dataDir, 'client') });
  const call = async (method: string, path: string, token?: string, json?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      ...(json ? { body: JSON.stringify(json) } : {}),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  try {
    const random = mulberry32(SEED);
    const words = vocabulary(random);
    const people: { id: string; token: string }[] = [];
    const journals: { id: string; owner: string }[] = [];
    for (let p = 0; p < PEOPLE; p += 1) {
      const name = `bench${p}x${Math.floor(random() * 1e6)}`;
      const answer = await call('POST', '/api/auth/register', undefined, {
        username: name,
        email: `${name}@example.test`,
        password: `correct horse ${name}`,
      });
      const person = { id: (answer.user as { id: string }).id, token: answer.token as string };
      people.push(person);
      for (let j = 0; j < JOURNALS_EACH; j += 1) {
        const journal = await call('POST', '/api/journals', person.token, {
          id: uuidv7(),
          title: `Journal ${p}-${j}`,
          private: j === JOURNALS_EACH - 1,
        });
        journals.push({ id: journal.id as string, owner: person.id });
      }
    }

    const seedStart = performance.now();
    const now = Date.now();
    // A live server stores entries as they are written, so its tables lie roughly in the order
    // of the entries' ids (UUIDv7: time first). Seeding a year in random order would scatter
    // every newest-first walk across the whole table, which no real database looks like.
    const written = Array.from({ length: ENTRIES }, () => {
      const journal = journals[Math.floor(random() * journals.length)]!;
      const at = now - Math.floor(random() * 365 * DAY);
      return {
        journalId: journal.id,
        userId: journal.owner,
        type: 'text' as const,
        notes: notesOf(words, random),
        private: random() < 0.1,
        createdAt: at,
        lastModified: at,
      };
    }).sort((a, b) => a.createdAt - b.createdAt);
    const BATCH = 1000;
    for (let from = 0; from < ENTRIES; from += BATCH) {
      const rows = written
        .slice(from, from + BATCH)
        .map((entry) => ({ id: uuidv7({ msecs: entry.createdAt }), ...entry }));
      await deps.database.transaction(async (tx) => {
        await tx.db.insert(tx.t.entries).values(rows);
        await indexEntries(tx, rows);
      });
    }
    // A live database's autovacuum would have analyzed a load like this by now; without its
    // statistics PostgreSQL plans the search as if the tables were empty.
    if (deps.database.dialect === 'postgres') await deps.database.read.db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const times: number[] = [];
    const slowest: { ms: number; q: string; signedIn: boolean }[] = [];
    let found = 0;
    for (let i = 0; i < WARM_UP + QUERIES; i += 1) {
      const q = questionOf(words, random);
      const who = random() < 0.2 ? undefined : people[Math.floor(random() * people.length)]!.token;
      const started = performance.now();
      const page = await call('GET', `/api/search/entries?${new URLSearchParams({ q })}`, who);
      const ms = performance.now() - started;
      if (i >= WARM_UP) {
        times.push(ms);
        slowest.push({ ms, q, signedIn: who !== undefined });
        found += (page.entries as unknown[]).length;
      }
    }
    const note = `${QUERIES} questions (a word, two, a prefix, a tag) after ${WARM_UP} warm-up, over ${ENTRIES.toLocaleString('en')} entries of ${PEOPLE} people (seeded in ${seedSeconds.toFixed(0)} s), app.request, ${(found / QUERIES).toFixed(1)} hits a page on average; p50 ${percentile(times, 50).toFixed(1)} ms`;
    console.log(
      `  ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
    // The slowest questions, so a figure over budget says which kind of question to look at.
    for (const { ms, q, signedIn } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 5))
      console.log(
        `    ${ms.toFixed(1)} ms  ${JSON.stringify(q)}${signedIn ? '' : ' (signed out)'}`,
      );
    return [
      {
        name: `entry search over 100,000 entries (${label}), p95`,
        value: percentile(times, 95),
        unit: 'ms',
        budget: 20,
        note,
      },
    ];
  } finally {
    await deps.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureServerSearch(): Promise<Figure[]> {
  const figures = await measureOn('SQLite', undefined);
  const postgres = await createBenchDatabase();
  if (!postgres) return figures;
  try {
    figures.push(...(await measureOn('PostgreSQL', postgres.url)));
  } finally {
    await postgres.drop();
  }
  return figures;
}

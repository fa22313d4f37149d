import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  createPostgresDatabase,
  startTestServer,
  testDialect,
  type TestServer,
} from '../../server/test/harness.js';
import type { Manifest } from './capture.js';
import type { RawDatabase } from './raw-indexeddb.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** The page's Dexie database (src/data/db.ts openLocalStore). */
export const DEVICE_DB = 'ritual';

export const fixtureDir = (release: string) => join(FIXTURES, release);

/** Every release frozen so far, oldest first (folder names sort by date). */
export const releases = (): string[] => (existsSync(FIXTURES) ? readdirSync(FIXTURES).sort() : []);

const readJson = <T>(release: string, name: string): T =>
  JSON.parse(readFileSync(join(fixtureDir(release), name), 'utf8')) as T;

export const manifestOf = (release: string, dialect = testDialect) =>
  readJson<Manifest>(release, `manifest.${dialect}.json`);

export const deviceOf = (release: string) => readJson<RawDatabase>(release, 'device.json');

/**
 * pg_dump's plain SQL, as statements node-postgres can run: psql's meta-commands (\restrict,
 * \connect) are not SQL, and the dump sets an empty search_path for the session only.
 */
const dumpStatements = (dump: string) =>
  dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');

/**
 * Starts today's server on a release's data, in a copy so the fixture stays as it is: its SQLite
 * DATA_DIR, or its PostgreSQL dump loaded into a database of its own (with its media). The
 * server applies its migrations as it starts, as a deploy would.
 */
export async function serverOn(release: string, dialect = testDialect): Promise<TestServer> {
  const from = join(fixtureDir(release), dialect);
  const dataDir = mkdtempSync(join(tmpdir(), `ritual-upgrade-${release}-`));
  cpSync(join(from, 'media'), join(dataDir, 'media'), { recursive: true });
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  if (dialect === 'sqlite') {
    cpSync(join(from, 'ritual.sqlite'), join(dataDir, 'ritual.sqlite'));
    return startTestServer({ reuse: { dataDir, clock, postgres: undefined } });
  }
  const postgres = await createPostgresDatabase();
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query(dumpStatements(readFileSync(join(from, 'dump.sql'), 'utf8')));
  } finally {
    await client.end();
  }
  return startTestServer({ reuse: { dataDir, clock, postgres } });
}

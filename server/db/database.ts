import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { pgKit, sqliteKit } from './columns.js';
import { defineSchema, type Tables } from './schema.js';
import { keepPreparedStatements } from './statement-cache.js';
import { listenForWrites } from './write-notices.js';

/** A query handle: the database outside a transaction, or a transaction. Typed as PostgreSQL's. */
export type Db = PgDatabase<NodePgQueryResultHKT, Tables>;

/** A query handle with the tables of its dialect; services take one as their first argument. */
export interface Store {
  readonly db: Db;
  readonly t: Tables;
}

export interface Database {
  readonly dialect: 'sqlite' | 'postgres';
  /**
   * PostgreSQL's connection pool (none on SQLite), for a store that keeps its own table beside
   * the schema: the abuse limits' counters (http/abuse-store.ts). It closes with the database.
   */
  readonly pgPool?: pg.Pool;
  /** For reads outside a transaction. On SQLite a separate connection that sees only committed data. */
  readonly read: Store;
  /** Runs `work` in one transaction: all of it commits, or none of it. Keep slow I/O outside. */
  transaction<T>(work: (tx: Store) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` after each transaction of this process that recorded sync changes has
   * committed (never for one rolled back). Returns a function that stops the calls.
   */
  onCommit(listener: (committed: CommittedChanges) => void): () => void;
  /**
   * A mark that differs once any write has committed since it was read, by this process or
   * another (a second server, the admin command): the read memo (http/read-memo.ts) trusts a
   * kept answer only under the mark it was made under. Undefined when this process cannot tell.
   * SQLite: the reading connection's data_version, which moves on every other connection's
   * commit. PostgreSQL: this process's commits and every notice of migration 0010's triggers.
   */
  writeMark(): string | undefined;
  close(): Promise<void>;
}

/** The sync scopes one committed transaction changed, and the last change number it used. */
export interface CommittedChanges {
  scopes: ReadonlySet<string>;
  seq: number;
}

/**
 * The changes noted so far by each open transaction, by its query handle. Keyed by the handle, not
 * the Store object, because services pass `{ db, t }` on; on SQLite the one writer handle serves
 * one transaction at a time, so its entry is always the running transaction's.
 */
const openNotes = new WeakMap<object, { scopes: Set<string>; seq: number }>();

/**
 * recordChanges() tells the transaction it runs in which scopes it changed, for onCommit's
 * listeners. Outside database.transaction() there is nothing to wait for and nobody is told:
 * the sync log is only written inside transactions.
 */
export function noteChanges(store: Store, scopes: Iterable<string>, seq: number): void {
  const notes = openNotes.get(store.db);
  if (!notes) return;
  for (const scope of scopes) notes.scopes.add(scope);
  notes.seq = Math.max(notes.seq, seq);
}

/** The onCommit side of a Database: its listeners, and the bracket each transaction runs in. */
function commitListeners() {
  const listeners = new Set<(committed: CommittedChanges) => void>();
  return {
    onCommit: (listener: (committed: CommittedChanges) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Starts noting `db`'s changes; `committed()` hands them to the listeners once it committed. */
    begin: (db: object) => {
      const notes = { scopes: new Set<string>(), seq: 0 };
      openNotes.set(db, notes);
      return {
        end: () => openNotes.delete(db),
        committed() {
          if (notes.scopes.size === 0) return;
          for (const listener of listeners) {
            try {
              listener(notes);
            } catch {
              // A listener's failure must not turn a committed write into a failed request.
            }
          }
        },
      };
    },
  };
}

type DatabaseOptions =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; poolSize?: number; onPoolError?: (error: Error) => void };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database =
    options.dialect === 'sqlite' ? openSqlite(options.file) : await openPostgres(options);
  await seed(database);
  return database;
}

/** The SQLite file Ritual keeps in its data directory. */
export function sqliteFileIn(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, 'ritual.sqlite');
}

function openSqlite(file: string): Database {
  const connect = () => {
    const connection = new BetterSqlite3(file);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    keepPreparedStatements(connection);
    return connection;
  };
  const writer = connect();
  migrateSqlite(drizzleSqlite({ client: writer }), { migrationsFolder: migrationsDir('sqlite') });
  const reader = connect();
  reader.pragma('query_only = ON');
  const dataVersion = reader.prepare('PRAGMA data_version').pluck();
  // Read once per turn of the event loop, shared by the requests that turn handles (a tenth of a
  // remembered 304's time, read per request); this process's own commit forgets it at once.
  let markThisTurn: string | undefined;
  const writeMark = () => {
    if (markThisTurn === undefined) {
      markThisTurn = String(dataVersion.get());
      setImmediate(() => (markThisTurn = undefined));
    }
    return markThisTurn;
  };

  const tables = defineSchema(sqliteKit);
  // See columns.ts: the SQLite handles are driven through PostgreSQL's query-builder types.
  const writeDb = drizzleSqlite({ client: writer, schema: tables }) as unknown as Db;
  const readDb = drizzleSqlite({ client: reader, schema: tables }) as unknown as Db;

  // better-sqlite3 transactions must be synchronous, so Ritual runs its own: one writer at a time
  // (SQLite allows no more), BEGIN IMMEDIATE so the write lock is taken up front. Reads outside a
  // transaction use the other connection, so they never see a transaction's uncommitted rows.
  let queue: Promise<unknown> = Promise.resolve();
  const writeStore: Store = { db: writeDb, t: tables };
  const commits = commitListeners();
  const transaction = <T>(work: (tx: Store) => Promise<T>): Promise<T> => {
    const run = async () => {
      writer.exec('BEGIN IMMEDIATE');
      const notes = commits.begin(writeDb);
      try {
        const result = await work(writeStore);
        writer.exec('COMMIT');
        markThisTurn = undefined;
        notes.committed();
        return result;
      } catch (error) {
        if (writer.inTransaction) writer.exec('ROLLBACK');
        throw error;
      } finally {
        notes.end();
      }
    };
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    dialect: 'sqlite',
    read: { db: readDb, t: tables },
    transaction,
    onCommit: commits.onCommit,
    writeMark,
    close: async () => {
      await queue;
      reader.close();
      writer.close();
    },
  };
}

/** Any fixed number: several server processes starting at once take turns to migrate. */
const MIGRATION_LOCK = 727_274_801;

async function openPostgres(
  options: Extract<DatabaseOptions, { dialect: 'postgres' }>,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client losing its connection (a restarted server) must not crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  // Nor one checked out between two queries (the pool listens to idle ones only): its 'error' had
  // no listener, so a restarted PostgreSQL killed the process. Its next query fails and says so.
  pool.on('connect', (client) => client.on('error', () => undefined));

  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsDir('pg') });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }

  const tables = defineSchema(pgKit);
  const db: Db = drizzlePg({ client: pool, schema: tables });
  const commits = commitListeners();
  const writes = listenForWrites(options.url);
  return {
    dialect: 'postgres',
    pgPool: pool,
    read: { db, t: tables },
    transaction: async (work) => {
      let notes: ReturnType<typeof commits.begin> | undefined;
      try {
        const result = await db.transaction((tx) => {
          notes = commits.begin(tx);
          return work({ db: tx, t: tables });
        });
        // db.transaction() resolves only after COMMIT has succeeded.
        writes.committed();
        notes?.committed();
        return result;
      } finally {
        notes?.end();
      }
    },
    onCommit: commits.onCommit,
    writeMark: () => writes.mark(),
    close: async () => {
      await writes.close();
      await pool.end();
    },
  };
}

/** Rows every database needs before the first request. */
async function seed(database: Database): Promise<void> {
  await database.transaction(({ db, t }) =>
    db.insert(t.syncCounter).values({ id: 1, value: 0 }).onConflictDoNothing(),
  );
}

/** True when `error` (or what it wraps) is a unique-constraint violation, in either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (
      code === '23505' ||
      code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
    ) {
      return true;
    }
  }
  return false;
}

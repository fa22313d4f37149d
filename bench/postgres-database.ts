// A throwaway PostgreSQL database for one benchmark, made and dropped as server/test/harness.ts
// does for tests.
import pg from 'pg';

/** The admin URL; the benchmarks make their own database beside it. */
export const postgresAdminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database, or undefined (with the reason printed) when PostgreSQL cannot be reached, so
 * a machine without it still measures SQLite.
 */
export async function createBenchDatabase(): Promise<BenchDatabase | undefined> {
  const name = `ritual_bench_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  try {
    await asAdmin(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(
      `  PostgreSQL at ${postgresAdminUrl} is not usable (${(error as Error).message}): skipped; set BENCH_DATABASE_URL`,
    );
    return undefined;
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { indexEntries } from './search-index.js';

/** Left by the migrations that made the search index (sqlite/0005, pg/0006) until it is filled. */
const PENDING = 'entry-search-backfill';
const BATCH = 500;

/**
 * Indexes the entries written before the search index existed, once, as the server starts: SQL
 * cannot fold words and find tags as search-words.ts does. In batches, each its own transaction,
 * so writes go on meanwhile (and index themselves); safe to run in several processes at once.
 */
export async function backfillEntrySearch(database: Database): Promise<void> {
  const { db, t } = database.read;
  const [pending] = await db
    .select()
    .from(t.serverSettings)
    .where(eq(t.serverSettings.key, PENDING));
  if (!pending) return;
  let after: string | undefined;
  for (;;) {
    const batch = await database.transaction(async (tx) => {
      const rows = await tx.db
        .select({ id: tx.t.entries.id, notes: tx.t.entries.notes })
        .from(tx.t.entries)
        .where(
          and(
            isNull(tx.t.entries.deletedAt),
            after === undefined ? undefined : gt(tx.t.entries.id, after),
          ),
        )
        .orderBy(asc(tx.t.entries.id))
        .limit(BATCH);
      await indexEntries(tx, rows);
      return rows;
    });
    if (batch.length < BATCH) break;
    after = batch.at(-1)!.id;
  }
  await database.transaction((tx) =>
    tx.db.delete(tx.t.serverSettings).where(eq(tx.t.serverSettings.key, PENDING)),
  );
}

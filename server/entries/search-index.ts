import { sql } from 'drizzle-orm';
import { tagKey, tagsOf } from '../../contract/tags.js';
import type { Store } from '../db/database.js';
import { indexedWords } from './search-words.js';
import { runRaw } from '../db/raw-sql.js';

/*
 * The search index (docs/decisions.md #19): entry_search_docs holds each live entry's folded
 * words (SQLite's FTS5 table entry_search follows it by triggers; PostgreSQL keeps a tsvector
 * column of it), entry_tags its tags by key. Migrations sqlite/0005 and pg/0006 make them; they
 * are outside drizzle's schema because drizzle cannot describe either index. Who may read an
 * entry is joined in when searching, so a privacy change or moderation needs no write here: only
 * the notes' words and the entry's life do. (PostgreSQL's rows also carry the entry's journal and
 * author, kept by triggers of migration pg/0007, only to narrow its candidates.)
 */

/** Rows per statement: well under either dialect's bound-parameter limit. */
const CHUNK = 400;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Indexes entries as their notes now read, in the caller's transaction: the index never says
 * what the entry no longer does. An entry without words has no row.
 */
export async function indexEntries(
  store: Store,
  entries: readonly { id: string; notes: string }[],
): Promise<void> {
  for (const part of chunks(entries)) {
    const ids = idList(part.map((entry) => entry.id));
    await runRaw(store, sql`delete from entry_tags where entry_id in (${ids})`);
    const docs = part.map((entry) => ({ id: entry.id, words: indexedWords(entry.notes) }));
    const empty = docs.filter((doc) => doc.words === '').map((doc) => doc.id);
    if (empty.length > 0)
      await runRaw(store, sql`delete from entry_search_docs where entry_id in (${idList(empty)})`);
    const full = docs.filter((doc) => doc.words !== '');
    if (full.length > 0)
      await runRaw(
        store,
        sql`insert into entry_search_docs (entry_id, words) values ${sql.join(
          full.map((doc) => sql`(${doc.id}, ${doc.words})`),
          sql`, `,
        )} on conflict (entry_id) do update set words = excluded.words`,
      );
    const tags = part.flatMap((entry) =>
      [...new Set(tagsOf(entry.notes).map(tagKey))].map((tag) => sql`(${entry.id}, ${tag})`),
    );
    if (tags.length > 0)
      await runRaw(
        store,
        sql`insert into entry_tags (entry_id, tag) values ${sql.join(tags, sql`, `)} on conflict do nothing`,
      );
  }
}

/** Takes deleted entries out of the index, in the caller's transaction. */
export async function unindexEntries(store: Store, entryIds: readonly string[]): Promise<void> {
  for (const part of chunks(entryIds)) {
    const ids = idList(part);
    await runRaw(store, sql`delete from entry_tags where entry_id in (${ids})`);
    await runRaw(store, sql`delete from entry_search_docs where entry_id in (${ids})`);
  }
}

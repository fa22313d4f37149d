import { eq, sql } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { preparedRead } from '../db/prepared.js';
import type { JournalRow } from '../db/rows.js';

const journalRow = preparedRead('journal_by_id', ({ db, t }) =>
  db
    .select()
    .from(t.journals)
    .where(eq(t.journals.id, sql.placeholder('id'))),
);

/** A journal's row by id, deleted or not (the caller judges). Read by every request about a journal. */
export async function journalById(store: Store, id: string): Promise<JournalRow | undefined> {
  const [journal] = await journalRow(store, { id });
  return journal;
}

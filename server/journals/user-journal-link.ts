import { and, eq, sql } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { preparedRead } from '../db/prepared.js';

/**
 * Whether a user is linked to a journal in a table keyed by both: collaborators (they collaborate
 * on it) or shadows (they follow it). Asked on most requests about someone else's journal, so the
 * query is prepared once.
 */
export function userJournalLink(table: 'collaborators' | 'shadows') {
  const linked = preparedRead(`${table}_link`, ({ db, t }) =>
    db
      .select({ journalId: t[table].journalId })
      .from(t[table])
      .where(
        and(
          eq(t[table].userId, sql.placeholder('user')),
          eq(t[table].journalId, sql.placeholder('journal')),
        ),
      ),
  );
  return async (store: Store, userId: string, journalId: string): Promise<boolean> =>
    (await linked(store, { user: userId, journal: journalId })).length > 0;
}

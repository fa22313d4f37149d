import { and, eq, inArray, isNull } from 'drizzle-orm';
import { presentLogItem } from '../practice/log-item-json.js';
import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of log_item records (see sync-presenter.ts): the user's own live log items. */
export const presentLogItemsForSync: SyncPresenter<'log_item'> = async (
  _deps,
  { db, t },
  user,
  ids,
) => {
  const rows = await db
    .select()
    .from(t.logItems)
    .where(
      and(
        inArray(t.logItems.id, [...ids]),
        eq(t.logItems.userId, user.id),
        isNull(t.logItems.deletedAt),
      ),
    );
  return new Map(rows.map((row) => [row.id, presentLogItem(row)]));
};

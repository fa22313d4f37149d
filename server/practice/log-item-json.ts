import type { LogItem } from '../../contract/daily-log.js';
import type { LogItemRow } from '../db/rows.js';
import { reminderOf } from './reminder-days.js';

export function presentLogItem(item: LogItemRow): LogItem {
  return {
    id: item.id,
    journal_id: item.journalId,
    position: item.position,
    reminder: reminderOf(item),
    created_at: new Date(item.createdAt).toISOString(),
    last_modified: new Date(item.lastModified).toISOString(),
  };
}

import type { LogItem } from '../../contract/daily-log.js';
import type { LogItemRow } from '../db/rows.js';

export function presentLogItem(item: LogItemRow): LogItem {
  return {
    id: item.id,
    journal_id: item.journalId,
    position: item.position,
    created_at: new Date(item.createdAt).toISOString(),
    last_modified: new Date(item.lastModified).toISOString(),
  };
}

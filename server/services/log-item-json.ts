import type { LogItem } from '../../contract/daily-log.js';
import type { Tables } from '../db/schema.js';

export type LogItemRow = Tables['logItems']['$inferSelect'];

export function presentLogItem(item: LogItemRow): LogItem {
  return {
    id: item.id,
    journal_id: item.journalId,
    position: item.position,
    created_at: new Date(item.createdAt).toISOString(),
    last_modified: new Date(item.lastModified).toISOString(),
  };
}

import { EntrySchema, type Entry } from '../../contract/entries';
import { ShareKeySchema } from '../../contract/journals';
import { JournalPageSchema } from '../../contract/profiles';
import type { JournalPage } from '../data/seen-pages';
import { answerOf } from '../api/answer';
import { freshKey, pageHttp } from '../api/page-http';

const path = encodeURIComponent;

/** GET /entries/shared/{key}: the entry this key opens. */
export function fetchSharedEntry(key: string): Promise<Entry> {
  return answerOf(pageHttp().get(`entries/shared/${path(key)}`), EntrySchema);
}

/**
 * GET /journals/shared/{key}: the journal this key opens, with its newest entries. The server's
 * journal share key is otherwise only accepted beside the journal's address (?key=).
 */
export function fetchSharedJournal(key: string): Promise<JournalPage> {
  return answerOf(pageHttp().get(`journals/shared/${path(key)}`), JournalPageSchema);
}

/** GET /entries/{id}?key: one entry, public or opened by its share key. */
export function fetchEntry(id: string, key?: string): Promise<Entry> {
  const request = pageHttp().get(`entries/${path(id)}`, { searchParams: key ? { key } : {} });
  return answerOf(request, EntrySchema);
}

/**
 * POST /entries/{id}/generate-share-key. A new key is the server's to make (the old link stops
 * working), so this is online only and never queued.
 */
export async function generateEntryShareKey(id: string): Promise<string> {
  const request = pageHttp().post(`entries/${path(id)}/generate-share-key`, {
    headers: freshKey(),
  });
  return (await answerOf(request, ShareKeySchema)).share_key;
}

import { v7 as uuidv7 } from 'uuid';
import { EntrySchema, type Entry } from '../../contract/entries';
import { ShareKeySchema } from '../../contract/journals';
import { JournalPageSchema } from '../../contract/profiles';
import type { JournalPage } from '../data/seen-pages';
import { publicHttp } from '../public/public-http';

const path = encodeURIComponent;

/** GET /entries/shared/{key}: the entry this key opens. */
export async function fetchSharedEntry(key: string): Promise<Entry> {
  return EntrySchema.parse(
    await publicHttp()
      .get(`entries/shared/${path(key)}`)
      .json(),
  );
}

/**
 * GET /journals/shared/{key}: the journal this key opens, with its newest entries. The server's
 * journal share key is otherwise only accepted beside the journal's address (?key=).
 */
export async function fetchSharedJournal(key: string): Promise<JournalPage> {
  return JournalPageSchema.parse(
    await publicHttp()
      .get(`journals/shared/${path(key)}`)
      .json(),
  );
}

/** GET /entries/{id}?key: one entry, public or opened by its share key. */
export async function fetchEntry(id: string, key?: string): Promise<Entry> {
  const answer = await publicHttp()
    .get(`entries/${path(id)}`, { searchParams: key ? { key } : {} })
    .json();
  return EntrySchema.parse(answer);
}

/**
 * POST /entries/{id}/generate-share-key. A new key is the server's to make (the old link stops
 * working), so this is online only and never queued.
 */
export async function generateEntryShareKey(id: string): Promise<string> {
  const answer = await publicHttp()
    .post(`entries/${path(id)}/generate-share-key`, { headers: { 'idempotency-key': uuidv7() } })
    .json();
  return ShareKeySchema.parse(answer).share_key;
}

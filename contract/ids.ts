import { z } from 'zod';

/**
 * Any UUID: what lookups accept. A malformed id is refused before it reaches a database; case is
 * folded, since SQLite compares text exactly while PostgreSQL's uuid type ignores case.
 */
export const RecordIdSchema = z.uuid().toLowerCase();

/**
 * The id of a record the client creates: a UUIDv7, so that a record made offline keeps its id
 * forever and 'newest first by id' is also newest first by time.
 */
export const NewRecordIdSchema = z.uuid({ version: 'v7' }).toLowerCase();

/** Milliseconds since the epoch encoded in a UUIDv7's first 48 bits. */
export function uuidv7Time(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

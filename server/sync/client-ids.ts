import { v7 as uuidv7 } from 'uuid';
import { uuidv7Time } from '../../contract/ids.js';
import { invalid } from '../errors.js';

/** A UUIDv7 made more than this far in the future comes from a broken clock or a forged id. */
const MAX_CLOCK_SKEW = 24 * 60 * 60 * 1000;

/**
 * The id of a new record: the client's (docs/decisions.md #3), or a fresh one. Its time is the record's
 * creation time, so an entry made offline days ago is dated when it was made.
 */
export function newRecordId(
  clientId: string | undefined,
  now: number,
): { id: string; createdAt: number } {
  if (clientId === undefined) return { id: uuidv7(), createdAt: now };
  const time = uuidv7Time(clientId);
  if (time > now + MAX_CLOCK_SKEW) throw invalid('id: the UUIDv7 is dated in the future.');
  return { id: clientId, createdAt: Math.min(time, now) };
}

/**
 * docs/decisions.md #6's edit time: the client's `last_modified`, or now. Never later than now, so a device
 * whose clock runs ahead cannot win every future conflict.
 */
export const editTime = (clientTime: number | undefined, now: number) =>
  Math.min(clientTime ?? now, now);

import type { RitualDb } from '../../local-store/db';
import { recall, remember } from '../data/remembered';
import { failureMessage } from '../errors/messages';

/** The `meta` keys of discovery's reads; a following feed is per user, as devices are shared. */
export const rememberedKey = {
  activity: (feed: 'everyone' | 'following', userId: string | null) =>
    feed === 'everyone'
      ? 'ritual_discovery_activity'
      : `ritual_discovery_activity_following_${userId ?? ''}`,
  explore: 'ritual_discovery_explore',
  examples: 'ritual_discovery_examples',
  previews: (journalId: string) => `ritual_discovery_previews_${journalId}`,
};

/** What a read came to: the server's answer, the last one kept, or why there is none. */
export type ReadOutcome<T> =
  | { kind: 'fresh'; value: T }
  | { kind: 'remembered'; value: T; at: number; error: string }
  | { kind: 'failed'; error: string };

/**
 * Reads from the server and keeps the answer; when the server cannot be reached (or fails), the
 * answer kept from the last visit stands in, with the reason it is not fresh.
 */
export async function readRemembering<T>(
  db: RitualDb,
  key: string,
  load: () => Promise<T>,
  now: () => number = Date.now,
): Promise<ReadOutcome<T>> {
  let value: T;
  try {
    value = await load();
  } catch (error) {
    const message = await failureMessage(error);
    const kept = await recall<T>(db, key);
    return kept
      ? { kind: 'remembered', value: kept.value, at: kept.at, error: message }
      : { kind: 'failed', error: message };
  }
  await remember(db, key, value, now());
  return { kind: 'fresh', value };
}

import type { Entry } from '../../contract/entries';

/** The entries Next goes through: a journal's audio entries, in the order the journal shows them. */
export function audioQueue<E extends Pick<Entry, 'type'>>(entries: readonly E[]): E[] {
  return entries.filter((entry) => entry.type === 'audio');
}

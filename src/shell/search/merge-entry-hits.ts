import type { EntryHit } from '../../../contract/search';

/**
 * The device's hits first (they are there offline and hold edits not yet sent), then the
 * server's that the device does not hold; an entry is listed once.
 */
export function mergeEntryHits(device: EntryHit[], server: EntryHit[]): EntryHit[] {
  const seen = new Set(device.map((hit) => hit.id));
  return [...device, ...server.filter((hit) => !seen.has(hit.id))];
}

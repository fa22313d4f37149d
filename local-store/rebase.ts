import type { LocalPatch } from '../contract/outbox';

type Row = Record<string, unknown>;

/** A record's edit time for docs/decisions.md #6 (ISO string or epoch ms); absent counts as oldest. */
export function editTime(row: Row): number {
  const value = row.last_modified;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}

/**
 * Applies one mutation's local effect the way the server will judge it (docs/decisions.md #6): a creation
 * only where the server has nothing yet, an edit only if it is not older than what stands, a
 * deletion always (it wins over any edit).
 */
export function applyPatch(
  current: Row | null,
  patch: LocalPatch,
  goneOnServer = false,
): Row | null {
  switch (patch.op) {
    case 'create':
      // The server deleted what this creates: the creation took effect and is undone already.
      return current ?? (goneOnServer ? null : patch.record);
    case 'update':
      if (current === null) return null;
      if ('last_modified' in patch.fields && editTime(patch.fields) < editTime(current))
        return current;
      return { ...current, ...patch.fields };
    case 'delete':
      return null;
  }
}

/**
 * What the page shows for a record: the server's last version with the mutations it has not
 * answered yet applied on top, in order. Pulling a newer server version and calling this again is
 * the rebase that keeps a user's unsent change from disappearing.
 */
export function project(
  base: Row | null,
  patches: readonly LocalPatch[],
  goneOnServer = false,
): Row | null {
  return patches.reduce<Row | null>((row, patch) => applyPatch(row, patch, goneOnServer), base);
}
